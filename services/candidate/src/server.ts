import { RateLimiter, SlotCounter, type ServiceDefinition } from '@hiring/service-kit';
import { createExtractor } from '@hiring/extraction';
import type { CandidateConfig } from './config.js';
import { candidateProfileModel } from './models/candidate-profile.model.js';
import { candidateProfileResolvers } from './resolvers/candidate-profile.resolvers.js';
import { resumeAnalysisRoutes } from './routes/resume-analysis.routes.js';
import { candidateSubscriptions } from './subscriptions.js';

/** The candidate service: candidate profiles (built from UserRegistered) and resume analysis. */
export function candidateService(config: CandidateConfig): ServiceDefinition<CandidateConfig> {
  return {
    name: 'candidate',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection, logger }) => {
      const profiles = candidateProfileModel(connection);
      const slots = new SlotCounter(connection);
      slots.startSweeper(10 * 60_000, (error) => logger.warn({ err: error }, 'limit slot sweep failed'));
      const extractor = createExtractor({
        openaiApiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
        baseURL: config.OPENAI_BASE_URL,
        logger: logger.child({ component: 'extraction' }),
      });
      logger.info({ extractor: extractor.kind }, 'resume extraction');
      return {
        resolvers: candidateProfileResolvers(profiles),
        consumers: candidateSubscriptions({ profiles }),
        routes: resumeAnalysisRoutes({ extractor, limiter: new RateLimiter(slots), perIpPerHour: config.RESUME_ANALYSES_PER_IP_PER_HOUR }),
      };
    },
  };
}
