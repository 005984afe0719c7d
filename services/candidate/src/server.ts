import { CandidateEmailRemovedV1, CandidateEmailVerifiedV1, CandidateProfileUpdatedV1, ReferralSentV1 } from '@hiring/contracts';
import {
  CodeBook,
  RateLimiter,
  SlotCounter,
  createMailer,
  createTaskPool,
  oneTimeCodeModel,
  oneTimeCodesRetention,
  type ServiceDefinition,
} from '@hiring/service-kit';
import { extractorFromConfig, openAiSettingsFromConfig } from '@hiring/extraction';
import type { CandidateConfig } from './config.js';
import { VerifiedEmails, type EmailCodePurpose } from './domain/emails/verified-emails.service.js';
import { ProfileStore } from './domain/profile/profile-store.js';
import { Referrals } from './domain/referrals/referrals.service.js';
import { candidateProfileModel } from './models/candidate-profile.model.js';
import { emailClaimModel } from './models/email-claim.model.js';
import { emailSlotModel } from './models/email-slot.model.js';
import { profileRevisionModel } from './models/profile-revision.model.js';
import { referralModel } from './models/referral.model.js';
import { unlockNoticeModel } from './models/unlock-notice.model.js';
import { verifiedEmailModel } from './models/verified-email.model.js';
import { candidateProfileResolvers } from './resolvers/candidate-profile.resolvers.js';
import { referralResolvers } from './resolvers/referrals.resolvers.js';
import { verifiedEmailResolvers } from './resolvers/verified-emails.resolvers.js';
import type { ResumeTaskInput, ResumeTaskOutput } from './domain/resume/resume.worker.js';
import { resumeAnalysisRoutes } from './routes/resume-analysis.routes.js';
import { candidateSubscriptions } from './subscriptions.js';
import { candidatePersonalData } from './domain/personal-data.js';
import { candidateErasure } from './domain/erasure.js';

/**
 * The candidate service: profiles (a revision ledger publishing CandidateProfileUpdated), extra
 * verified addresses, referrals, unlock mails and resume analysis.
 */
export function candidateService(config: CandidateConfig): ServiceDefinition<CandidateConfig> {
  return {
    name: 'candidate',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection, logger, relay, barrier }) => {
      const heads = candidateProfileModel(connection);
      const revisions = profileRevisionModel(connection);
      const records = verifiedEmailModel(connection);
      const referralDocs = referralModel(connection);
      const claims = emailClaimModel(connection);
      const unlocks = unlockNoticeModel(connection);

      const slots = new SlotCounter(connection);
      slots.startSweeper(10 * 60_000, (error) => logger.warn({ err: error }, 'limit slot sweep failed'));
      const limiter = new RateLimiter(slots);
      const mailer = createMailer(config, logger);
      const extractor = extractorFromConfig(config, logger.child({ component: 'extraction' }));
      logger.info({ extractor: extractor.kind, mail: mailer.transport }, 'resume extraction and mail');
      // Resumes are parsed and read in worker threads: a hostile file costs a worker, not the service.
      // The budget covers a model call (the extractor's 30 s timeout) when a key is set.
      const resumeOpenAi = openAiSettingsFromConfig(config);
      const resumePool = createTaskPool<ResumeTaskInput, ResumeTaskOutput>({
        worker: new URL('./domain/resume/resume.worker.js', import.meta.url),
        maxThreads: 2,
        timeoutMs: config.OPENAI_API_KEY ? 45_000 : 10_000,
        maxOldGenerationSizeMb: 256,
      });

      const profiles = new ProfileStore({ heads, revisions, relay, logger, barrier });
      const emails = new VerifiedEmails({
        records,
        slots: emailSlotModel(connection),
        claims,
        profiles,
        codes: new CodeBook<EmailCodePurpose>({ codes: oneTimeCodeModel(connection), slots, secret: config.JWT_SECRET }),
        limiter,
        mailer,
        relay,
        logger,
        codeMailsPerHour: config.EXTRA_EMAIL_CODES_PER_CANDIDATE_PER_HOUR,
      });
      const referrals = new Referrals({
        referrals: referralDocs,
        claims,
        emails,
        profiles,
        relay,
        logger,
        limiter,
        attemptsPerHour: config.REFERRAL_ATTEMPTS_PER_CANDIDATE_PER_HOUR,
      });
      return {
        resolvers: [candidateProfileResolvers(profiles), verifiedEmailResolvers(emails), referralResolvers(referrals)],
        publishes: [CandidateProfileUpdatedV1, CandidateEmailVerifiedV1, CandidateEmailRemovedV1, ReferralSentV1],
        consumers: candidateSubscriptions({ profiles, claims, referrals: referralDocs, unlocks, mailer, publicUrl: config.PUBLIC_URL }),
        routes: resumeAnalysisRoutes({ pool: resumePool, openai: resumeOpenAi, limiter, perIpPerHour: config.RESUME_ANALYSES_PER_IP_PER_HOUR }),
        onStop: () => resumePool.close(),
        personalData: candidatePersonalData({ heads, revisions, emails: records, referrals: referralDocs, unlocks }),
        retention: [oneTimeCodesRetention, ...mailer.retention],
        erase: candidateErasure({
          heads,
          revisions,
          emails: records,
          slots: emailSlotModel(connection),
          claims,
          referrals: referralDocs,
          unlocks,
          codes: oneTimeCodeModel(connection),
          mailer,
        }),
      };
    },
  };
}
