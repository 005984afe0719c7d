import { IngestedEmailProcessedV1, type EnvelopeOf, type EmailIngestedV1, type IngestionOutcome, type PayloadOf } from '@hiring/contracts';
import { isDuplicateKeyError, type Logger, type RateLimiter } from '@hiring/service-kit';
import type { CandidateMailbox } from '../models/candidate-mailbox.model.js';
import type { IngestedEmailOutcomeModel } from '../models/ingested-email-outcome.model.js';
import { uploadInterviewEmail, UploadRefused, type UploadDeps } from './upload-interview-email.service.js';
import { uploadAllowance } from './upload-rate.js';

type Processed = PayloadOf<typeof IngestedEmailProcessedV1>;

export const INGESTION_MESSAGES = {
  unknownSender: 'The sender is not a verified email address of any candidate.',
  ambiguousSender: 'The sender is a verified email address of more than one candidate.',
} as const;

export interface IngestDeps extends UploadDeps {
  outcomes: IngestedEmailOutcomeModel;
  logger: Logger;
  /** The upload limit (UPLOADS_PER_10_MINUTES), shared with the upload page: a forward is an upload. */
  limiter: RateLimiter;
  uploadsPer10Minutes: number;
}

/** The candidate whose verified addresses include the forwarder, if exactly one. */
async function candidateOf(deps: IngestDeps, forwarderEmail: string): Promise<{ candidateId: string | null; ambiguous: boolean }> {
  const owners = await deps.mailboxes.find({ 'addresses.email': forwarderEmail }, { _id: 1 }).lean<Pick<CandidateMailbox, '_id'>[]>().exec();
  if (owners.length === 1) return { candidateId: owners[0]!._id, ambiguous: false };
  return { candidateId: null, ambiguous: owners.length > 1 };
}

/**
 * A forwarded email from the ingestion mailbox: the forwarder must be a verified address of a
 * candidate; the original then goes through the upload pipeline with the same rules as an upload
 * (ownership, DKIM/SPF/ARC, extraction, claims, grouping, visibility). The outcome is stored once
 * with IngestedEmailProcessed, from which the ingestion service replies to the candidate. Unknown
 * senders are logged and left (outcome `ignored`, no reply); refusals are outcomes, not errors,
 * so nothing loops. Unexpected failures throw and are retried by the consumer.
 */
export async function ingestForwardedEmail(deps: IngestDeps, event: EnvelopeOf<typeof EmailIngestedV1>): Promise<IngestionOutcome> {
  const id = event.aggregateId;
  const existing = await deps.outcomes.findById(id, { outcome: 1 }).lean<{ outcome: IngestionOutcome }>().exec();
  if (existing) return existing.outcome;
  const { payload } = event;
  const forwarderEmail = payload.forwarderEmail.toLowerCase();
  const log = deps.logger.child({ component: 'ingested-email', ingestedEmailId: id });

  const owner = await candidateOf(deps, forwarderEmail);
  let processed: Processed;
  if (!owner.candidateId) {
    const reason = owner.ambiguous ? INGESTION_MESSAGES.ambiguousSender : INGESTION_MESSAGES.unknownSender;
    log.info({ forwarder: forwarderEmail, subject: payload.subject }, `forwarded email ignored: ${reason}`);
    processed = { ingestedEmailId: id, forwarderEmail, candidateId: null, outcome: 'ignored', reason, details: [], subject: payload.subject, interview: null };
  } else {
    // The upload page's limit, per candidate (the same budget as their uploads) and per sending address.
    const tooFast = await uploadAllowance(deps.limiter, deps.uploadsPer10Minutes, [`upload:${owner.candidateId}`, `ingest-sender:${forwarderEmail}`]);
    processed = tooFast
      ? {
          ingestedEmailId: id,
          forwarderEmail,
          candidateId: owner.candidateId,
          outcome: 'refused',
          reason: tooFast,
          details: [],
          subject: subjectOf(payload),
          interview: null,
        }
      : await runPipeline(deps, id, owner.candidateId, payload);
    log.info({ candidateId: owner.candidateId, outcome: processed.outcome, reason: processed.reason }, 'forwarded email processed');
  }

  const outcome = new deps.outcomes({
    _id: id,
    candidateId: processed.candidateId,
    outcome: processed.outcome,
    interviewId: processed.interview?.interviewId ?? null,
  });
  outcome.recordEvent(IngestedEmailProcessedV1, { payload: processed, aggregateId: id, correlationId: event.correlationId });
  try {
    await outcome.save();
  } catch (error) {
    // Another delivery of the same event got there first: its outcome stands.
    if (!isDuplicateKeyError(error)) throw error;
    return processed.outcome;
  }
  await deps.relay.notify(deps.outcomes, id);
  return processed.outcome;
}

async function runPipeline(deps: IngestDeps, id: string, candidateId: string, payload: PayloadOf<typeof EmailIngestedV1>): Promise<Processed> {
  const base = { ingestedEmailId: id, forwarderEmail: payload.forwarderEmail.toLowerCase(), candidateId };
  try {
    const result = await uploadInterviewEmail(deps, {
      candidateId,
      raw: Buffer.from(payload.rawEmailBase64, 'base64'),
      filename: null,
      sourceType: 'email_ingestion',
    });
    const { interview } = result;
    const summary = {
      interviewId: interview._id,
      companyName: interview.companyName,
      stage: interview.stage,
      position: interview.position,
      visibility: interview.visibility,
    };
    const subject = subjectOf(payload);
    if (result.duplicate) return { ...base, outcome: 'duplicate', reason: null, details: [], subject, interview: summary };
    if (interview.visibility === 'private') {
      return {
        ...base,
        outcome: 'recorded_private',
        reason: interview.verification.statusDescription,
        details: interview.verification.issues.map((issue) => ({ title: issue.title, description: issue.description })),
        subject,
        interview: summary,
      };
    }
    return { ...base, outcome: 'recorded', reason: null, details: [], subject, interview: summary };
  } catch (error) {
    // Busy readers are not the email's fault: the consumer retries it later.
    if (!(error instanceof UploadRefused) || error.status === 503) throw error;
    return {
      ...base,
      outcome: 'refused',
      reason: error.message,
      details: error.detailedIssues.map((issue) => ({ title: issue.message, description: issue.suggestion })),
      subject: subjectOf(payload),
      interview: null,
    };
  }
}

/** The forward's subject without its "Fwd:" prefix: what the candidate recognises. */
function subjectOf(payload: PayloadOf<typeof EmailIngestedV1>): string {
  return payload.subject.replace(/^\s*(?:(?:fwd?|fw|tr|wg|rv)\s*:\s*)+/i, '').trim();
}
