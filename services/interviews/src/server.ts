import { InterviewDeletedV1, InterviewUpdatedV1, InterviewUploadedV1 } from '@hiring/contracts';
import { createExtractor } from '@hiring/extraction';
import { RateLimiter, SlotCounter, type ServiceDefinition } from '@hiring/service-kit';
import type { InterviewsConfig } from './config.js';
import { RankingStats } from './domain/ranking-stats.service.js';
import { candidateMailboxModel } from './models/candidate-mailbox.model.js';
import { emailClaimModel, emailConflictModel } from './models/email-claim.model.js';
import { interviewModel } from './models/interview.model.js';
import { interviewProcessModel } from './models/process.model.js';
import { interviewResolvers } from './resolvers/interview.resolvers.js';
import { uploadInterviewEmailRoutes } from './routes/upload-interview-email.routes.js';
import { interviewsSubscriptions } from './subscriptions.js';
import { createDnsResolver } from './verification/dns-resolver.js';

/** The interviews service: the .eml pipeline, interview records and rankings. */
export function interviewsService(config: InterviewsConfig): ServiceDefinition<InterviewsConfig> {
  return {
    name: 'interviews',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection, relay, logger }) => {
      const mailboxes = candidateMailboxModel(connection);
      const interviews = interviewModel(connection);
      const claims = emailClaimModel(connection);
      relay.track(interviews as never);
      const slots = new SlotCounter(connection);
      slots.startSweeper(10 * 60_000, (error) => logger.warn({ err: error }, 'limit slot sweep failed'));
      const extractor = createExtractor({
        openaiApiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
        baseURL: config.OPENAI_BASE_URL,
        logger: logger.child({ component: 'extraction' }),
      });
      const uploadDeps = {
        interviews,
        claims,
        conflicts: emailConflictModel(connection),
        processes: interviewProcessModel(connection),
        mailboxes,
        relay,
        resolver: createDnsResolver(config.DNS_SERVERS),
        extractor,
      };
      return {
        resolvers: interviewResolvers({ interviews, claims, relay, mailboxes, rankings: new RankingStats({ interviews, mailboxes }) }),
        publishes: [InterviewUploadedV1, InterviewUpdatedV1, InterviewDeletedV1],
        consumers: interviewsSubscriptions({ mailboxes }),
        routes: uploadInterviewEmailRoutes({ ...uploadDeps, config, limiter: new RateLimiter(slots) }),
      };
    },
  };
}
