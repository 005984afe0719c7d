import { requireAdmin, unavailable } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { IngestionConfig } from '../config.js';
import type { IngestedEmail, IngestedEmailModel } from '../models/ingested-email.model.js';
import type { IngestionOutcomeModel, IngestionOutcomeRecord } from '../models/ingestion-outcome.model.js';
import { IngestionNotConfigured, type MailboxPoller, type PollReport } from '../domain/mailbox-poller.js';
import { MailboxUnavailable } from '../domain/mailbox/imap-mailbox.js';
import type { MailboxSettings } from '../domain/mailbox/settings.js';

const WEEK_MS = 7 * 24 * 3600_000;

/** The status object's parent: its fields are all computed from the service's dependencies. */
export type StatusParent = Record<string, never>;

function firstOutcome(outcomes: IngestionOutcomeModel, email: IngestedEmail) {
  const first = email.originalIds[0];
  return first ? outcomes.findById(first, { outcome: 1, reason: 1 }).lean<Pick<IngestionOutcomeRecord, 'outcome' | 'reason'>>().exec() : null;
}

function pollJson(report: PollReport) {
  return { ...report, startedAt: report.startedAt.toISOString(), finishedAt: report.finishedAt.toISOString() };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The admin's one-line summary of a poll. */
export function triggerMessage(report: PollReport): string {
  if (report.newMessages === 0) return 'Email check complete: no new messages.';
  const parts = [`${plural(report.forwarded, 'email')} sent for processing`];
  if (report.ignored > 0) parts.push(`${report.ignored} ignored`);
  if (report.duplicates > 0) parts.push(`${plural(report.duplicates, 'duplicate')} skipped`);
  if (report.takenElsewhere > 0) parts.push(`${report.takenElsewhere} taken by another poll`);
  if (report.failed > 0) parts.push(`${report.failed} failed (retried next time)`);
  if (report.remaining > 0) parts.push(`${report.remaining} left for the next check`);
  return `Email check complete: ${plural(report.newMessages, 'new message')}; ${parts.join(', ')}.`;
}

export function ingestionStatusResolvers(deps: {
  config: IngestionConfig;
  settings: MailboxSettings | null;
  emails: IngestedEmailModel;
  outcomes: IngestionOutcomeModel;
  poller: MailboxPoller;
}): Resolvers {
  return {
    Query: {
      emailIngestionStatus: (_, __, ctx) => {
        requireAdmin(ctx);
        return {};
      },
    },
    EmailIngestionStatus: {
      serviceConfigured: () => deps.settings !== null,
      emailUser: () => deps.settings?.user ?? null,
      openaiConfigured: () => Boolean(deps.config.OPENAI_API_KEY),
      processedEmailsCount: () => deps.emails.countDocuments().exec(),
      recentInterviewsWeek: () =>
        deps.outcomes.countDocuments({ outcome: { $in: ['recorded', 'recorded_private'] }, processedAt: { $gte: new Date(Date.now() - WEEK_MS) } }).exec(),
      pollIntervalSeconds: () => (deps.settings ? Math.round(deps.config.INGESTION_POLL_INTERVAL_MS / 1000) : 0),
      lastPoll: () => (deps.poller.lastReport ? pollJson(deps.poller.lastReport) : null),
      recentEmails: (_, args) =>
        deps.emails
          .find({}, { outbox: 0 })
          .sort({ createdAt: -1 })
          .limit(Math.min(Math.max(args.limit ?? 10, 1), 100))
          .lean<IngestedEmail[]>()
          .exec(),
    },
    Mutation: {
      triggerEmailIngestion: async (_, __, ctx) => {
        requireAdmin(ctx);
        try {
          const report = await deps.poller.poll();
          return { message: triggerMessage(report), poll: pollJson(report) };
        } catch (error) {
          if (error instanceof IngestionNotConfigured || error instanceof MailboxUnavailable) throw unavailable(error.message);
          throw unavailable(`Failed to check the ingestion mailbox: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    },
    IngestedEmail: {
      __resolveReference: (ref, ctx) => {
        requireAdmin(ctx);
        return deps.emails.findById(ref.id, { outbox: 0 }).lean<IngestedEmail>().exec();
      },
      id: (email) => email._id,
      receivedAt: (email) => email.receivedAt.toISOString(),
      outcome: async (email) => (await firstOutcome(deps.outcomes, email))?.outcome ?? null,
      outcomeReason: async (email) => (await firstOutcome(deps.outcomes, email))?.reason ?? null,
    },
  };
}
