import { InterviewUpdatedV1 } from '@hiring/contracts';
import { insertOnce, isDuplicateKeyError, type Logger, type OutboxRelay } from '@hiring/service-kit';
import { Schema, type Connection } from 'mongoose';
import type { EmailClaimModel } from '../models/email-claim.model.js';
import type { InterviewModel } from '../models/interview.model.js';
import { EVIDENCE_POLICY_VERSION, judgeEvidence } from './verification/evidence-policy.js';
import { SIGNATURE_FAILURE_TITLES } from './verification/verify-authenticity.js';
import { snapshotOf } from './interview-view.js';

export interface RejudgeDeps {
  interviews: InterviewModel;
  claims: EmailClaimModel;
  trustedArcSealers: readonly string[];
  /** Absent in the command (no relay runs there): the service's relay publishes on its next sweep. */
  relay?: OutboxRelay;
}

export interface RejudgeSummary {
  checked: number;
  /** Public interviews that no longer pass: now private, InterviewUpdated recorded. */
  madePrivate: number;
  /** Public interviews that pass with a new or changed evidence label: InterviewUpdated recorded. */
  relabelled: number;
  /** Private interviews (hidden by the candidate) that would not pass: marked so they stay private. */
  markedPrivate: number;
}

const PRIVATE_STATUS = 'Verification found issues: this interview is private and not shown to companies.';

/**
 * Judges every stored interview again under the current evidence policy, from the facts kept at
 * upload (interviews stored before facts were kept cannot show they pass, and become private with
 * a reason to upload again). Only ever takes visibility away: a private interview stays private.
 * Idempotent: a second run changes nothing.
 */
export async function rejudgeInterviews(deps: RejudgeDeps): Promise<RejudgeSummary> {
  const summary: RejudgeSummary = { checked: 0, madePrivate: 0, relabelled: 0, markedPrivate: 0 };
  const options = { trustedArcSealers: deps.trustedArcSealers };
  for await (const interview of deps.interviews.find({ deletedAt: null }).cursor()) {
    summary.checked += 1;
    const verification = interview.verification;
    const judgement = judgeEvidence(verification.policy?.facts, { companyName: interview.companyName, companyDomain: interview.companyDomain }, options);
    const signatureIssues = verification.issues.filter((issue) => !issue.code && !(judgement.via === 'arc' && SIGNATURE_FAILURE_TITLES.has(issue.title)));
    const passes = judgement.passed && signatureIssues.length === 0;
    const issues = [...signatureIssues, ...judgement.issues];
    const sameIssues = JSON.stringify(issues) === JSON.stringify(verification.issues);

    if (interview.visibility === 'public' && !passes) {
      interview.visibility = 'private';
      interview.verification = { ...verification, hasIssues: true, issues, statusDescription: PRIVATE_STATUS, evidenceLevel: null, confidence: Math.min(verification.confidence, 40) };
      summary.madePrivate += 1;
    } else if (interview.visibility === 'public' && JSON.stringify(verification.evidenceLevel ?? null) !== JSON.stringify(judgement.evidence)) {
      interview.verification = {
        ...verification,
        evidenceLevel: judgement.evidence,
        statusDescription: `Verified: ${judgement.evidence!.label}, addressed to your verified address.`,
      };
      summary.relabelled += 1;
    } else if (interview.visibility === 'private' && !passes && (!verification.hasIssues || !sameIssues)) {
      // Not seen by companies: no event, but the candidate's history shows why, and it cannot be made public.
      interview.verification = { ...verification, hasIssues: true, issues, statusDescription: PRIVATE_STATUS, evidenceLevel: null };
      interview.markModified('verification');
      await interview.save();
      summary.markedPrivate += 1;
      await releaseClaims(deps, interview.candidateId, interview._id);
      continue;
    } else {
      continue;
    }
    interview.markModified('verification');
    interview.revision += 1;
    interview.recordEvent(InterviewUpdatedV1, { payload: snapshotOf(interview.toObject()), aggregateId: interview._id });
    await interview.save();
    if (deps.relay) void deps.relay.notify(deps.interviews, interview._id);
    if (interview.visibility === 'private') await releaseClaims(deps, interview.candidateId, interview._id);
  }
  return summary;
}

/** A private interview keeps its email only for its own account: its claims stop blocking the owner. */
async function releaseClaims(deps: RejudgeDeps, candidateId: string, interviewId: string): Promise<void> {
  const held = await deps.claims.find({ interviewId }).lean().exec();
  for (const claim of held.filter((c) => !c._id.startsWith('own:'))) {
    await insertOnce(deps.claims, { _id: `own:${candidateId}:${claim._id}`, candidateId, interviewId });
    await deps.claims.deleteOne({ _id: claim._id, interviewId });
  }
}

interface PolicyRun {
  _id: string;
  startedAt: Date;
  finishedAt: Date | null;
}

const policyRunSchema = new Schema<PolicyRun>(
  { _id: { type: String, required: true }, startedAt: { type: Date, required: true }, finishedAt: { type: Date, default: null } },
  { versionKey: false },
);

/**
 * After an upgrade to a new policy version, judges every stored interview once. One replica runs
 * it (an insert under a unique id); a run left unfinished for 15 minutes is taken over.
 */
export async function rejudgeOnceAfterUpgrade(connection: Connection, deps: RejudgeDeps, logger: Logger): Promise<RejudgeSummary | null> {
  const runs = connection.models['EvidencePolicyRun'] ?? connection.model<PolicyRun>('EvidencePolicyRun', policyRunSchema, 'evidence_policy_runs');
  const id = `v${EVIDENCE_POLICY_VERSION}`;
  try {
    await runs.create({ _id: id, startedAt: new Date() });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const run = await runs.findById(id).lean<PolicyRun>().exec();
    if (!run || run.finishedAt || Date.now() - run.startedAt.getTime() < 15 * 60_000) return null;
    await runs.updateOne({ _id: id }, { startedAt: new Date() }).exec();
  }
  const summary = await rejudgeInterviews(deps);
  await runs.updateOne({ _id: id }, { finishedAt: new Date() }).exec();
  logger.info({ policyVersion: EVIDENCE_POLICY_VERSION, ...summary }, 'stored interviews judged under the current evidence policy');
  return summary;
}
