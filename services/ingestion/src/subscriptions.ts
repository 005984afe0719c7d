import { IngestedEmailProcessedV1 } from '@hiring/contracts';
import { on } from '@hiring/service-kit';
import { handleIngestedEmailProcessed } from './events/handlers/ingested-email-processed.handler.js';

/** Every event the ingestion service consumes: what became of each forwarded email, to reply to its sender. */
export function ingestionSubscriptions(deps: Parameters<typeof handleIngestedEmailProcessed>[0]) {
  return [{ groupId: 'ingestion.outcomes', handlers: [on(IngestedEmailProcessedV1, handleIngestedEmailProcessed(deps))] }];
}
