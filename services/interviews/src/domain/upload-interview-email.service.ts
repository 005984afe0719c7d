import { randomUUID } from 'node:crypto';
import { InterviewUploadedV1, normalizeCompanyName, EML_UPLOAD_MESSAGES } from '@hiring/contracts';
import {
  CATCHING_UP_MESSAGE,
  insertOnce,
  isConnectionError,
  isDuplicateKeyError,
  uploadVerifications,
  type KeyedLanes,
  type OutboxRelay,
  type ReadBarrier,
} from '@hiring/service-kit';
import type { InterviewFacts } from './extraction/index.js';
import { MAILBOX_VIEW_GROUP, type CandidateMailbox, type CandidateMailboxModel } from '../models/candidate-mailbox.model.js';
import type { EmailClaimModel, EmailConflict } from '../models/email-claim.model.js';
import type { Interview, InterviewModel, VerificationRecord } from '../models/interview.model.js';
import type { InterviewProcessModel } from '../models/process.model.js';
import type { Model } from 'mongoose';
import type { ParsedEmail } from './parsing/parse-eml.js';
import { SIGNATURE_FAILURE_TITLES, type AuthenticityReport } from './verification/verify-authenticity.js';
import type { EvidenceFacts } from './verification/evidence-facts.js';
import { judgeEvidence, type Judgement } from './verification/evidence-policy.js';
import { evidenceKeysOf } from './verification/evidence-facts.js';
import { adviceFor } from './evidence-advice.js';
import type { EmployerDirectoryView } from './verification/employer-directory-view.js';
import { orgDomainOf } from '@hiring/contracts/domains';
import { EML_TOO_LARGE_MESSAGE, EML_UPLOAD_LIMITS } from '@hiring/contracts/vocabulary';
import { TaskPoolError, type EmailReader } from '../workers/email-reader.js';
import type { ReadEmailResult, ReadEmailTask } from '../workers/read-email.task.js';
import { snapshotOf } from './interview-view.js';

export const MAX_EML_BYTES = EML_UPLOAD_LIMITS.maxBytes;

export const UPLOAD_MESSAGES = {
  notEml: EML_UPLOAD_MESSAGES.notEml,
  notAnEmail: 'This file is not a readable email (.eml). Export the original message from your mail app and upload it again.',
  tooLarge: EML_TOO_LARGE_MESSAGE,
  tooComplex:
    'This email is too complex to read: it unpacks into more than we can process. Export the original message from your mail app and upload it again.',
  tooSlow: 'This email could not be read in time: it may be damaged or unusually complex. Export the original message from your mail app and upload it again.',
  busy: 'We are reading many emails right now. Please try again in a moment.',
  keyLookupFailed: EML_UPLOAD_MESSAGES.keyLookupFailed,
  notYours: 'This email was not sent to or from one of your verified email addresses.',
  notInterview: 'This email does not look like part of an interview process.',
  takenByOther: 'This email has already been uploaded by another account. One interview can only belong to one person.',
  duplicate: EML_UPLOAD_MESSAGES.duplicate,
  concerns: EML_UPLOAD_MESSAGES.concern,
  verified: 'Email verified and added to your interview history.',
} as const;

export interface DetailedIssue {
  message: string;
  suggestion: string;
}

/** A refusal with the HTTP status and the details the upload modal shows. Nothing was stored. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detailedIssues: DetailedIssue[] = [],
  ) {
    super(message);
  }
}

export interface UploadDeps {
  interviews: InterviewModel;
  claims: EmailClaimModel;
  conflicts: Model<EmailConflict>;
  processes: InterviewProcessModel;
  mailboxes: CandidateMailboxModel;
  relay: OutboxRelay;
  /** Parses, verifies and extracts off the event loop, within a time and memory budget. */
  reader: EmailReader;
  /**
   * One read at a time per candidate (READ_EMAIL_PER_CANDIDATE=one): a candidate sending many
   * costly emails at once holds one reading thread, and the others serve everyone else.
   */
  readLanes?: KeyedLanes;
  /** Lets a "not your address" wait for an address verified a moment ago (read-your-writes). */
  barrier?: ReadBarrier;
  /**
   * The employer directory and the trusted ARC sealers, to judge the level (the worker threads
   * judge without the directory). Absent: nothing is employer verified.
   */
  evidence?: { directory: () => Promise<EmployerDirectoryView>; trustedArcSealers: readonly string[] };
}

export interface UploadInput {
  candidateId: string;
  raw: Buffer;
  filename: string | null;
  sourceType: Interview['source']['type'];
  /** Addresses proven by other means, e.g. the code-verified email of a registration token. */
  extraVerified?: string[];
}

export interface UploadOutcome {
  interview: Interview;
  duplicate: boolean;
  groupedWithExisting: boolean;
  facts: InterviewFacts;
  report: AuthenticityReport | null;
}

const STATUS = {
  private: 'Verification found issues: this interview is private and not shown to companies.',
  verified: (label: string) => `Verified: ${label}, addressed to your verified address.`,
};

/** The stored verification: signature results, the policy's judgement and the facts it judged. */
export function verificationRecord(report: AuthenticityReport, judgement: Judgement, facts: EvidenceFacts, matchedAddress: string): VerificationRecord {
  // A trusted ARC sealer saw the original signature pass: its breaking on the way is no issue.
  const signatureIssues = judgement.via === 'arc' ? report.issues.filter((i) => !SIGNATURE_FAILURE_TITLES.has(i.title)) : report.issues;
  const issues = [...signatureIssues, ...judgement.issues];
  const hasIssues = issues.length > 0 || !judgement.passed;
  return {
    hasIssues,
    issues,
    statusDescription: hasIssues || !judgement.evidence ? STATUS.private : STATUS.verified(judgement.evidence.label),
    tests: {
      dkim: report.dkimResult,
      spf: report.spf.result,
      arc: report.arc.result,
      dmarc: judgement.dmarc,
      ownership: judgement.issues.some((i) => i.code === 'not_addressed_to_you') ? 'fail' : 'pass',
      recipient: matchedAddress,
    },
    confidence: hasIssues ? Math.min(report.confidence, 40) : report.confidence,
    evidence: report.dkim,
    evidenceLevel: hasIssues ? null : judgement.evidence,
    policy: { version: judgement.policyVersion, facts },
    checkedAt: new Date(report.checkedAt),
  };
}

/** Takes every claim key for the email, or reports who holds it. */
async function claimEmail(
  deps: UploadDeps,
  keys: string[],
  candidateId: string,
  interviewId: string,
): Promise<{ ok: true } | { ok: false; holder: { candidateId: string; interviewId: string; key: string } }> {
  const taken: string[] = [];
  for (const key of keys) {
    try {
      await deps.claims.create({ _id: key, candidateId, interviewId });
      taken.push(key);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await deps.claims.deleteMany({ _id: { $in: taken } });
      const holder = await deps.claims.findById(key).lean().exec();
      return { ok: false, holder: { candidateId: holder?.candidateId ?? '', interviewId: holder?.interviewId ?? '', key } };
    }
  }
  return { ok: true };
}

async function storedInterview(deps: UploadDeps, interviewId: string, waitMs = 10_000): Promise<Interview | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const interview = await deps.interviews.findById(interviewId).lean<Interview>().exec();
    if (interview || Date.now() >= deadline) return interview;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function interviewDate(facts: InterviewFacts, parsed: ParsedEmail): Date | null {
  const parsedDate = facts.interview_date ? new Date(facts.interview_date) : null;
  if (parsedDate && !Number.isNaN(parsedDate.getTime())) return parsedDate;
  return parsed.date;
}

/** Another account holds this email: one interview cannot belong to two people. Records the conflict. */
async function refuseTakenByOther(deps: UploadDeps, key: string, ownerCandidateId: string, input: UploadInput): Promise<never> {
  await insertOnce(deps.conflicts, {
    _id: `${key}:${input.candidateId}`,
    claimKey: key,
    ownerCandidateId,
    otherCandidateId: input.candidateId,
    filename: input.filename,
  });
  throw new UploadRefused(409, UPLOAD_MESSAGES.takenByOther, [
    { message: UPLOAD_MESSAGES.takenByOther, suggestion: 'If this is your interview, contact support and include the file name.' },
  ]);
}

/** Reads the email in a worker; a worker that ran over its budget becomes a clear refusal. */
async function readOrRefuse(deps: UploadDeps, task: ReadEmailTask): Promise<ReadEmailResult> {
  try {
    return await deps.reader.read(task);
  } catch (error) {
    if (!(error instanceof TaskPoolError)) throw error;
    const suggestion = 'If this is a real interview email, contact support and include the file name.';
    if (error.kind === 'out-of-memory') throw new UploadRefused(413, UPLOAD_MESSAGES.tooComplex, [{ message: UPLOAD_MESSAGES.tooComplex, suggestion }]);
    if (error.kind === 'timeout' || error.kind === 'crashed')
      throw new UploadRefused(422, UPLOAD_MESSAGES.tooSlow, [{ message: UPLOAD_MESSAGES.tooSlow, suggestion }]);
    if (error.kind === 'busy' || error.kind === 'closed') throw new UploadRefused(503, UPLOAD_MESSAGES.busy);
    throw error;
  }
}

/**
 * The upload pipeline: parse, check ownership, verify authenticity, extract, claim the email once,
 * group with the candidate's process for that company, store with InterviewUploaded in one write.
 * Refusals throw UploadRefused and store nothing.
 */
export async function uploadInterviewEmail(deps: UploadDeps, input: UploadInput): Promise<UploadOutcome> {
  try {
    const outcome = await uploadPipeline(deps, input);
    const verdict = outcome.duplicate ? 'duplicate' : outcome.interview.verification?.hasIssues ? 'concerns' : 'verified';
    uploadVerifications.inc({ service: 'interviews', outcome: verdict });
    return outcome;
  } catch (error) {
    uploadVerifications.inc({ service: 'interviews', outcome: error instanceof UploadRefused ? `refused_${error.status}` : 'error' });
    throw error;
  }
}

async function uploadPipeline(deps: UploadDeps, input: UploadInput): Promise<UploadOutcome> {
  if (input.raw.length > MAX_EML_BYTES) throw new UploadRefused(413, UPLOAD_MESSAGES.tooLarge);
  const verifiedAddresses = async () => {
    const mailbox = await deps.mailboxes.findById(input.candidateId).lean<CandidateMailbox>().exec();
    return [...new Set([...(mailbox?.addresses.map((a) => a.email) ?? []), ...(input.extraVerified ?? [])])];
  };
  const readFor = (addresses: string[]) => {
    const task = () => readOrRefuse(deps, { raw: new Uint8Array(input.raw), verified: addresses, sourceType: input.sourceType });
    return deps.readLanes ? deps.readLanes.run(input.candidateId, task) : task();
  };
  let verified = await verifiedAddresses();
  let read = await readFor(verified);
  if (read.kind === 'not-yours' && deps.barrier) {
    // An address verified a moment ago may not be in the view yet: wait for the view, then read again if it grew.
    if (!(await deps.barrier.caughtUp(MAILBOX_VIEW_GROUP))) throw new UploadRefused(503, CATCHING_UP_MESSAGE);
    const now = await verifiedAddresses();
    if (now.some((address) => !verified.includes(address))) {
      verified = now;
      read = await readFor(verified);
    }
  }
  if (read.kind === 'not-an-email') {
    throw new UploadRefused(400, UPLOAD_MESSAGES.notAnEmail, [
      { message: read.message, suggestion: 'In your mail app, open the message and use "Download message" or "Save as" (.eml), then upload that file.' },
    ]);
  }
  if (read.kind === 'not-yours') {
    throw new UploadRefused(422, UPLOAD_MESSAGES.notYours, [
      {
        message: `None of the recipients or the sender of this email is one of your verified addresses (${verified.join(', ') || 'none yet'}).`,
        suggestion: 'Upload an email you received at a verified address, or verify the address it was sent to in your profile first.',
      },
    ]);
  }
  if (read.kind === 'key-lookup-failed') throw new UploadRefused(503, UPLOAD_MESSAGES.keyLookupFailed);
  const { parsed, matchedAddress, assessment } = read;
  const { report, extraction, companyName } = assessment;
  const facts = extraction.value;
  if (!facts.is_interview_related) {
    throw new UploadRefused(422, UPLOAD_MESSAGES.notInterview, [
      {
        message: 'We could not find an interview, application, assessment, offer or rejection in this email.',
        suggestion: 'Upload emails from recruiters or hiring systems about your interviews, such as invitations, schedules, offers or rejections.',
      },
    ]);
  }
  // The worker judged without the directory: judge the same facts again with it, for the level.
  const judgement = deps.evidence
    ? judgeEvidence(
        assessment.evidenceFacts,
        { companyName, companyDomain: facts.company_domain },
        { trustedArcSealers: deps.evidence.trustedArcSealers },
        await deps.evidence.directory(),
      )
    : assessment.judgement;
  const verification = verificationRecord(report, judgement, assessment.evidenceFacts, matchedAddress);

  const interviewId = randomUUID();
  const globalKeys = [parsed.messageId ? `msgid:${parsed.messageId.toLowerCase()}` : null, `hash:${parsed.contentHash}`].filter((k): k is string => k !== null);
  if (verification.hasIssues) {
    // Another account's proven claim on this email stands; a private copy cannot take it.
    for (const key of globalKeys) {
      // By _id, an equality FerretDB answers from its index.
      const held = await deps.claims.findById(key).lean().exec();
      if (held && held.candidateId !== input.candidateId) await refuseTakenByOther(deps, held._id, held.candidateId, input);
    }
  }
  // Only evidence that passes claims the email for its owner; a private copy is this account's alone.
  const keys = verification.hasIssues ? globalKeys.map((key) => `own:${input.candidateId}:${key}`) : globalKeys;
  let claim = await claimEmail(deps, keys, input.candidateId, interviewId);
  if (!claim.ok && claim.holder.candidateId === input.candidateId) {
    // The same email again (a second upload or a redelivered ingestion event). Its first run may
    // still be storing the interview: wait for it briefly and answer with it.
    const existing = await storedInterview(deps, claim.holder.interviewId);
    if (existing) {
      // A first run whose save lost its answer never told the relay: the event goes now (a no-op
      // when it went already), before this answer, as after a first upload.
      await deps.relay.notify(deps.interviews, existing._id);
      return { interview: existing, duplicate: true, groupedWithExisting: true, facts, report };
    }
    // A claim whose interview never came is left by a run that crashed: release it, claim again.
    await deps.claims.deleteMany({ interviewId: claim.holder.interviewId });
    claim = await claimEmail(deps, keys, input.candidateId, interviewId);
    if (!claim.ok && claim.holder.candidateId === input.candidateId) {
      throw new UploadRefused(409, 'This email is already being processed. Please try again in a moment.');
    }
  }
  if (!claim.ok) await refuseTakenByOther(deps, claim.holder.key, claim.holder.candidateId, input);

  const processId = `${input.candidateId}:${normalizeCompanyName(companyName) || 'unknown'}`;
  // An employer's own signature names its domain: keep it for grouping and the hiding rule.
  const companyDomain =
    facts.company_domain ?? (verification.evidenceLevel?.kind === 'employer_domain' ? orgDomainOf(verification.evidenceLevel.signingDomain) : null);
  const opened = await insertOnce(deps.processes, { _id: processId, candidateId: input.candidateId, companyName, companyDomain });
  // An interview joining a process takes the candidate's note on it, so companies read it on every interview.
  const notes = opened ? null : ((await deps.processes.findById(processId).lean().exec())?.notes ?? null);
  const interview = new deps.interviews({
    _id: interviewId,
    candidateId: input.candidateId,
    processId,
    revision: 1,
    companyName,
    companyDomain,
    stage: facts.interview_stage || 'unknown',
    interviewDate: interviewDate(facts, parsed),
    position: facts.position,
    jobFamily: facts.job_family,
    jobTitle: facts.job_title,
    positionEditedByCandidate: false,
    aiExtracted: { position: facts.position, jobFamily: facts.job_family, jobTitle: facts.job_title },
    visibility: verification.hasIssues ? 'private' : 'public',
    summary: facts.summary,
    notes,
    verification,
    evidenceLevel: verification.hasIssues ? 'private' : judgement.level,
    evidenceKeys: evidenceKeysOf(assessment.evidenceFacts),
    evidenceAdvice: adviceFor(verification.hasIssues ? 'private' : judgement.level, !verification.hasIssues, judgement.advice, verification.issues),
    source: {
      type: input.sourceType,
      filename: input.filename,
      messageId: parsed.messageId,
      contentHash: parsed.contentHash,
      matchedAddress,
      extractedBy: extraction.source,
    },
  });
  // createdAt is set by save(); the snapshot needs it, so set both now.
  const now = new Date();
  interview.set({ createdAt: now, updatedAt: now });
  const uploaded = interview.recordEvent(InterviewUploadedV1, { payload: snapshotOf(interview.toObject()), aggregateId: interviewId });
  try {
    await interview.save();
  } catch (error) {
    if (!isConnectionError(error)) {
      await deps.claims.deleteMany({ _id: { $in: keys } });
      throw error;
    }
    // The connection dropped: the interview may be stored all the same (FerretDB killed after the
    // write, before the answer; seen in the fault-injection test). Releasing the claims would let
    // the user's retry store the email a second time. They stay, so the retry finds this interview,
    // or releases them after a wait if it never came; and the relay is told, so its event is
    // published once the database answers (nothing to publish if it was not stored).
    void deps.relay.notify(deps.interviews, interviewId);
    throw error;
  }
  await deps.relay.notify(deps.interviews, interviewId, { outbox: interview.outbox, recorded: [uploaded.id] });
  return { interview: interview.toObject(), duplicate: false, groupedWithExisting: !opened, facts, report };
}
