import { EmailIngestedV1 } from '@hiring/contracts';
import type { ServiceDefinition } from '@hiring/service-kit';
import type { IngestionConfig } from './config.js';
import { ingestedEmailModel } from './models/ingested-email.model.js';
import { ingestionStatusResolvers } from './resolvers/ingestion-status.resolvers.js';

/** The ingestion service: the forwarding mailbox. Publishes EmailIngested. */
export function ingestionService(config: IngestionConfig): ServiceDefinition<IngestionConfig> {
  return {
    name: 'ingestion',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection, relay }) => {
      const emails = ingestedEmailModel(connection);
      relay.track(emails as never);
      return {
        resolvers: ingestionStatusResolvers({ config, emails }),
        publishes: [EmailIngestedV1],
      };
    },
  };
}
