import type { ServiceDefinition } from '@hiring/service-kit';
import type { CandidateConfig } from './config.js';
import { candidateProfileModel } from './models/candidate-profile.model.js';
import { candidateProfileResolvers } from './resolvers/candidate-profile.resolvers.js';
import { candidateSubscriptions } from './subscriptions.js';

/** The candidate service: candidate profiles, built from UserRegistered. */
export function candidateService(config: CandidateConfig): ServiceDefinition<CandidateConfig> {
  return {
    name: 'candidate',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection }) => {
      const profiles = candidateProfileModel(connection);
      return {
        resolvers: candidateProfileResolvers(profiles),
        consumers: candidateSubscriptions({ profiles }),
      };
    },
  };
}
