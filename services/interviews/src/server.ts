import type { ServiceDefinition } from '@hiring/service-kit';
import type { InterviewsConfig } from './config.js';
import { candidateMailboxModel } from './models/candidate-mailbox.model.js';
import { interviewModel } from './models/interview.model.js';
import { interviewResolvers } from './resolvers/interview.resolvers.js';
import { interviewsSubscriptions } from './subscriptions.js';

/** The interviews service: the .eml pipeline, interview records and rankings. */
export function interviewsService(config: InterviewsConfig): ServiceDefinition<InterviewsConfig> {
  return {
    name: 'interviews',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection }) => {
      const mailboxes = candidateMailboxModel(connection);
      const interviews = interviewModel(connection);
      return {
        resolvers: interviewResolvers({ mailboxes, interviews }),
        consumers: interviewsSubscriptions({ mailboxes }),
      };
    },
  };
}
