import { IngestedEmailProcessedV1, InterviewDeletedV1, InterviewUpdatedV1, InterviewUploadedV1 } from '@hiring/contracts';
import { DEFAULT_OPENAI_MODEL, extractorFromConfig, openAiSettingsFromConfig } from '@hiring/extraction';
import { KeyedLanes, RateLimiter, SlotCounter, type ServiceDefinition } from '@hiring/service-kit';
import type { InterviewsConfig } from './config.js';
import { RankingStats } from './domain/ranking-stats.service.js';
import { ingestedEmailOutcomeModel } from './models/ingested-email-outcome.model.js';
import { ingestionAdminResolvers } from './resolvers/ingestion-admin.resolvers.js';
import { candidateMailboxModel } from './models/candidate-mailbox.model.js';
import { emailClaimModel, emailConflictModel } from './models/email-claim.model.js';
import { interviewModel } from './models/interview.model.js';
import { interviewProcessModel } from './models/process.model.js';
import { companyInterestModel } from './models/company-interest.model.js';
import { interviewResolvers } from './resolvers/interview.resolvers.js';
import { changeKeys, rejudgeInterviews, rejudgeOnceAfterUpgrade } from './domain/rejudge-evidence.service.js';
import { directoryModels } from './models/employer-directory.model.js';
import { loadDirectoryView, seedDirectory, type DirectoryChange } from './domain/employer-directory.service.js';
import { employerDirectoryResolvers } from './resolvers/employer-directory.resolvers.js';
import { hiringSystemTenantRoutes } from './routes/hiring-system-tenants.routes.js';
import { uploadInterviewEmailRoutes } from './routes/upload-interview-email.routes.js';
import { interviewsSubscriptions } from './subscriptions.js';
import { workerEmailReader } from './workers/email-reader.js';
import { interviewsPersonalData } from './domain/personal-data.js';
import { interviewsErasure } from './domain/erasure.js';
import { mailboxChangeModel } from './domain/mailbox-changes.js';

/** The interviews service: the .eml pipeline, interview records and rankings. */
export function interviewsService(config: InterviewsConfig): ServiceDefinition<InterviewsConfig> {
  return {
    name: 'interviews',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection, relay, logger, barrier }) => {
      const mailboxes = candidateMailboxModel(connection);
      const interviews = interviewModel(connection);
      const claims = emailClaimModel(connection);
      const interest = companyInterestModel(connection);
      const slots = new SlotCounter(connection);
      slots.startSweeper(10 * 60_000, (error) => logger.warn({ err: error }, 'limit slot sweep failed'));
      const extractor = extractorFromConfig(config, logger.child({ component: 'extraction' }));
      // Uploaded bytes are read in worker threads: a hostile email stalls one worker, not the service.
      const reader = workerEmailReader({
        settings: {
          dnsServers: config.DNS_SERVERS,
          trustedArcSealers: config.ARC_TRUSTED_SEALERS,
          openai: openAiSettingsFromConfig(config),
        },
        threads: config.READ_EMAIL_THREADS,
        timeoutMs: config.READ_EMAIL_TIMEOUT_MS,
        maxOldGenerationSizeMb: config.READ_EMAIL_MAX_MB,
      });
      // The employer directory: the evidence level's source (seeded, admin entries, proven companies).
      const directory = directoryModels(connection);
      const evidence = { directory: () => loadDirectoryView(directory), trustedArcSealers: config.ARC_TRUSTED_SEALERS };
      const rejudgeDeps = async () => ({
        interviews,
        claims,
        relay,
        trustedArcSealers: config.ARC_TRUSTED_SEALERS,
        directory: await loadDirectoryView(directory),
      });
      // A directory change raises or lowers the levels of the interviews it touches, and search follows.
      const onDirectoryChange = async (change: DirectoryChange) => {
        const summary = await rejudgeInterviews(await rejudgeDeps(), changeKeys(change));
        logger.info({ ...summary, domains: change.domains, tenants: change.tenants.length }, 'interviews judged again after an employer directory change');
        return summary;
      };
      const uploadDeps = {
        evidence,
        interviews,
        claims,
        conflicts: emailConflictModel(connection),
        processes: interviewProcessModel(connection),
        mailboxes,
        relay,
        reader,
        readLanes: config.READ_EMAIL_PER_CANDIDATE === 'one' ? new KeyedLanes() : undefined,
        barrier,
      };
      // Forwarded emails from the ingestion mailbox: the same pipeline, outcomes published back.
      const ingestedOutcomes = ingestedEmailOutcomeModel(connection);
      const limiter = new RateLimiter(slots);
      return {
        resolvers: [
          interviewResolvers({
            interviews,
            claims,
            relay,
            mailboxes,
            processes: uploadDeps.processes,
            rankings: new RankingStats({ interviews, mailboxes, interest }, config.RANKING_CACHE_MS),
            interest,
          }),
          ingestionAdminResolvers({ extractor, openaiConfigured: Boolean(config.OPENAI_API_KEY), model: config.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL }),
          employerDirectoryResolvers({ directory, onChange: onDirectoryChange, rejudgeAll: async () => rejudgeInterviews(await rejudgeDeps()) }),
        ],
        publishes: [InterviewUploadedV1, InterviewUpdatedV1, InterviewDeletedV1, IngestedEmailProcessedV1],
        consumers: interviewsSubscriptions({
          mailboxes,
          interest,
          ingestion: { ...uploadDeps, outcomes: ingestedOutcomes, logger, limiter, uploadsPer10Minutes: config.UPLOADS_PER_10_MINUTES },
          directory: { directory, logger, onChange: onDirectoryChange },
        }),
        routes: async (app) => {
          await uploadInterviewEmailRoutes({ ...uploadDeps, config, limiter })(app);
          await hiringSystemTenantRoutes({ directory, reader, config, limiter, onChange: onDirectoryChange })(app);
        },
        onStop: () => reader.close(),
        erase: interviewsErasure({
          interviews,
          processes: uploadDeps.processes,
          claims,
          conflicts: uploadDeps.conflicts,
          mailboxes,
          changes: mailboxChangeModel(connection),
          interest,
          outcomes: ingestedOutcomes,
          directory,
          slots,
        }),
        personalData: interviewsPersonalData({
          interviews,
          processes: uploadDeps.processes,
          conflicts: uploadDeps.conflicts,
          mailboxes,
          interest,
          outcomes: ingestedOutcomes,
          directory,
        }),
        // Interviews stored under an older evidence policy are judged again, once, in the background.
        onStarted: () => {
          reader.warm().catch((error: unknown) => logger.warn({ err: error }, 'email reader warm-up failed'));
          // Seed the directory first: the once-per-version run judges with it; a seed change alone
          // (a new release's known employers) judges the interviews it touches.
          void (async () => {
            const seeded = await seedDirectory(directory, logger);
            const ran = await rejudgeOnceAfterUpgrade(connection, await rejudgeDeps(), logger);
            if (!ran && (seeded.domains.length > 0 || seeded.tenants.length > 0)) await onDirectoryChange(seeded);
          })().catch((error: unknown) => logger.error({ err: error }, 'judging stored interviews under the current evidence policy failed'));
        },
      };
    },
  };
}
