import type { EnvelopeOf, IngestedEmailProcessedV1 } from '@hiring/contracts';
import { insertOnce, retryWhileUnreachable, type Logger, type Mailer } from '@hiring/service-kit';
import type { IngestedEmailModel } from '../../models/ingested-email.model.js';
import type { IngestionOutcomeModel } from '../../models/ingestion-outcome.model.js';
import { outcomeReply } from '../../domain/outcome-reply.js';

/** `<ingested email id>#<index>` → `<ingested email id>` */
export function ingestedEmailIdOf(originalId: string): string {
  const hash = originalId.lastIndexOf('#');
  return hash > 0 ? originalId.slice(0, hash) : originalId;
}

/**
 * Keeps the outcome of a forwarded original (insert-once by its id) and replies to the candidate.
 * The reply is marked sent after it went out: a crash in between sends it again on redelivery
 * (at least once), never zero times.
 */
export function handleIngestedEmailProcessed(deps: { outcomes: IngestionOutcomeModel; emails: IngestedEmailModel; mailer: Mailer; logger: Logger }) {
  const log = deps.logger.child({ component: 'ingestion-outcomes' });
  return async (event: EnvelopeOf<typeof IngestedEmailProcessedV1>): Promise<void> => {
    const outcome = event.payload;
    const ingestedEmailId = ingestedEmailIdOf(outcome.ingestedEmailId);
    // Only outcomes of this mailbox log's own messages count (another deployment on the same
    // cluster, or a test run, may publish outcomes of its own).
    const original = await deps.emails.findById(ingestedEmailId, { messageId: 1 }).lean<{ messageId: string | null }>().exec();
    if (!original) {
      log.warn({ original: outcome.ingestedEmailId }, 'outcome of an email this service did not take; ignored');
      return;
    }
    const fields = {
      ingestedEmailId,
      forwarderEmail: outcome.forwarderEmail,
      candidateId: outcome.candidateId,
      outcome: outcome.outcome,
      reason: outcome.reason,
      interviewId: outcome.interview?.interviewId ?? null,
      companyName: outcome.interview?.companyName ?? null,
      processedAt: new Date(event.occurredAt),
      reply: outcome.outcome === 'ignored' ? ('skipped' as const) : ('pending' as const),
      repliedAt: null,
    };
    let changed = await insertOnce(deps.outcomes, { _id: outcome.ingestedEmailId, ...fields });
    if (!changed && outcome.outcome !== 'ignored') {
      // A decision beats a non-decision: an `ignored` outcome (from an interviews deployment that
      // does not know the forwarder, e.g. another stack on a shared cluster) gives way to a real
      // one. The group handles one original's events in order, so nothing races this update.
      const replaced = await deps.outcomes.updateOne({ _id: outcome.ingestedEmailId, outcome: 'ignored' }, { $set: fields }).exec();
      changed = replaced.modifiedCount > 0;
    }
    if (changed) {
      const context = {
        original: outcome.ingestedEmailId,
        forwarder: outcome.forwarderEmail,
        candidateId: outcome.candidateId,
        outcome: outcome.outcome,
        reason: outcome.reason,
      };
      if (outcome.outcome === 'ignored') log.info(context, 'forwarded email ignored: the sender is not a verified address of a candidate; left without reply');
      else log.info(context, 'forwarded email processed');
    }
    if (outcome.outcome === 'ignored') return; // never answered, and never touches a real outcome's reply
    const record = await deps.outcomes.findById(outcome.ingestedEmailId, { reply: 1 }).lean<{ reply: string }>().exec();
    if (!record || record.reply !== 'pending') return;
    const message = outcomeReply(outcome, { inReplyTo: original.messageId, product: deps.mailer.product });
    if (message) await deps.mailer.send(message);
    // Once the reply is out, a database outage is waited out rather than replying twice.
    await retryWhileUnreachable(() =>
      deps.outcomes.updateOne({ _id: outcome.ingestedEmailId }, { $set: message ? { reply: 'sent', repliedAt: new Date() } : { reply: 'skipped' } }).exec(),
    );
  };
}
