import { InterviewUpdatedV1 } from '@hiring/contracts';
import { insertOnce, isDuplicateKeyError, type Logger, type OutboxRelay } from '@hiring/service-kit';
import { Schema, type Connection } from 'mongoose';
import type { EmailClaimModel } from '../models/email-claim.model.js';
import type { InterviewModel } from '../models/interview.model.js';
import { EVIDENCE_POLICY_VERSION, judgeEvidence, type PolicyIssueCode } from './verification/evidence-policy.js';
import { evidenceKeysOf } from './verification/evidence-facts.js';
import { EMPTY_DIRECTORY, type EmployerDirectoryView } from './verification/employer-directory-view.js';
import type { DirectoryChange } from './employer-directory.service.js';
import { adviceFor } from './evidence-advice.js';
import { SIGNATURE_FAILURE_TITLES } from './verification/verify-authenticity.js';
import { snapshotOf } from './interview-view.js';

export interface RejudgeDeps {
  interviews: InterviewModel;
  claims: EmailClaimModel;
  trustedArcSealers: readonly string[];
  /** Absent in the command (no relay runs there): the service's relay publishes on its next sweep. */
  relay?: OutboxRelay;
  /** The employer directory as it is now (loaded once per run); none: nothing is employer verified. */
  directory?: EmployerDirectoryView;
}

export interface RejudgeSummary {
  checked: number;
  /** Public interviews that no longer pass: now private, InterviewUpdated recorded. */
  madePrivate: number;
  /** Public interviews that pass with a new or changed evidence label: InterviewUpdated recorded. */
  relabelled: number;
  /** Private interviews (hidden by the candidate) that would not pass: marked so they stay private. */
  markedPrivate: number;
  /**
   * Private only because the directory tied their hiring-system account to another employer, and
   * no longer: public again, InterviewUpdated recorded.
   */
  madePublic: number;
}

/** Issues that depend on the directory alone: an interview private only for these may become public when it changes. */
const DIRECTORY_ISSUES: ReadonlySet<PolicyIssueCode> = new Set(['tenant_of_other_employer']);

/** The interviews whose evidence a directory change may move: by signing domain and by tenant. */
export function changeKeys(change: DirectoryChange): string[] {
  return [
    ...change.domains.map((d) => `domain:${d.toLowerCase()}`),
    ...change.tenants.map((t) => `tenant:${t.system.toLowerCase()}:${t.tenant.toLowerCase()}`),
  ];
}

const PRIVATE_STATUS = 'Verification found issues: this interview is private and not shown to companies.';

/**
 * Judges stored interviews again under the current evidence policy and employer directory, from
 * the facts kept at upload (interviews stored before facts were kept cannot show they pass, and
 * become private with a reason to upload again). Levels move both ways (a company proving its
 * domain or binding its tenant raises its interviews to employer verified; a deleted entry lowers
 * them); every public interview whose visibility or evidence changes gets InterviewUpdated, so
 * search follows. A private interview becomes public again only when the directory alone made it
 * private. `keys` (see changeKeys) limits the run to the interviews a directory change touches.
 * Idempotent: a second run changes nothing.
 */
export async function rejudgeInterviews(deps: RejudgeDeps, keys?: readonly string[]): Promise<RejudgeSummary> {
  const summary: RejudgeSummary = { checked: 0, madePrivate: 0, relabelled: 0, markedPrivate: 0, madePublic: 0 };
  const options = { trustedArcSealers: deps.trustedArcSealers };
  const directory = deps.directory ?? EMPTY_DIRECTORY;
  if (keys && keys.length === 0) return summary;
  const filter = keys ? { deletedAt: null, evidenceKeys: { $in: [...keys] } } : { deletedAt: null };
  for await (const interview of deps.interviews.find(filter).cursor()) {
    summary.checked += 1;
    const verification = interview.verification;
    const facts = verification.policy?.facts;
    const judgement = judgeEvidence(facts, { companyName: interview.companyName, companyDomain: interview.companyDomain }, options, directory);
    const signatureIssues = verification.issues.filter((issue) => !issue.code && !(judgement.via === 'arc' && SIGNATURE_FAILURE_TITLES.has(issue.title)));
    const passes = judgement.passed && signatureIssues.length === 0;
    const issues = [...signatureIssues, ...judgement.issues];
    const sameIssues = JSON.stringify(issues) === JSON.stringify(verification.issues);
    const level = interview.visibility === 'public' && passes ? judgement.level : 'private';
    const keysNow = facts ? evidenceKeysOf(facts) : [];
    const privateByDirectory =
      interview.visibility === 'private' &&
      verification.hasIssues &&
      verification.issues.length > 0 &&
      verification.issues.every((i) => i.code && DIRECTORY_ISSUES.has(i.code as PolicyIssueCode));

    if (interview.visibility === 'public' && !passes) {
      interview.visibility = 'private';
      interview.verification = {
        ...verification,
        hasIssues: true,
        issues,
        statusDescription: PRIVATE_STATUS,
        evidenceLevel: null,
        confidence: Math.min(verification.confidence, 40),
      };
      summary.madePrivate += 1;
    } else if (interview.visibility === 'public' && JSON.stringify(verification.evidenceLevel ?? null) !== JSON.stringify(judgement.evidence)) {
      interview.verification = {
        ...verification,
        evidenceLevel: judgement.evidence,
        statusDescription: `Verified: ${judgement.evidence!.label}, addressed to your verified address.`,
      };
      summary.relabelled += 1;
    } else if (privateByDirectory && passes && judgement.evidence && (await reclaim(deps, interview.candidateId, interview._id))) {
      interview.visibility = 'public';
      interview.verification = {
        ...verification,
        hasIssues: false,
        issues: [],
        evidenceLevel: judgement.evidence,
        statusDescription: `Verified: ${judgement.evidence.label}, addressed to your verified address.`,
      };
      summary.madePublic += 1;
    } else if (interview.visibility === 'private' && !passes && (!verification.hasIssues || !sameIssues)) {
      // Not seen by companies: no event, but the candidate's history shows why, and it cannot be made public.
      interview.verification = { ...verification, hasIssues: true, issues, statusDescription: PRIVATE_STATUS, evidenceLevel: null };
      interview.evidenceLevel = 'private';
      interview.evidenceKeys = keysNow;
      interview.evidenceAdvice = adviceFor('private', false, judgement.advice, issues);
      interview.markModified('verification');
      await interview.save();
      summary.markedPrivate += 1;
      await releaseClaims(deps, interview.candidateId, interview._id);
      continue;
    } else {
      // Nothing companies see changed; keep the stored level and lookup keys current, and the
      // evidence of an interview its owner hid (shown again, it has today's level).
      if (
        interview.visibility === 'private' &&
        passes &&
        !verification.hasIssues &&
        JSON.stringify(verification.evidenceLevel ?? null) !== JSON.stringify(judgement.evidence)
      ) {
        interview.verification = { ...verification, evidenceLevel: judgement.evidence };
        interview.markModified('verification');
        interview.evidenceKeys = keysNow;
        await interview.save();
        continue;
      }
      const currentAdvice = adviceFor(level, passes, judgement.advice, verification.issues);
      if (
        interview.evidenceLevel !== level ||
        interview.evidenceAdvice !== currentAdvice ||
        JSON.stringify(interview.evidenceKeys ?? []) !== JSON.stringify(keysNow)
      ) {
        interview.evidenceLevel = level;
        interview.evidenceAdvice = currentAdvice;
        interview.evidenceKeys = keysNow;
        await interview.save();
      }
      continue;
    }
    const finalLevel = interview.visibility === 'public' ? judgement.level : 'private';
    interview.evidenceLevel = finalLevel;
    interview.evidenceAdvice = adviceFor(finalLevel, passes, judgement.advice, interview.verification.issues);
    interview.evidenceKeys = keysNow;
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

/**
 * A private interview becoming public claims its email again (the global keys its private copy
 * gave up). When another account claimed the email meanwhile, it stays private: false.
 */
async function reclaim(deps: RejudgeDeps, candidateId: string, interviewId: string): Promise<boolean> {
  const prefix = `own:${candidateId}:`;
  const own = (await deps.claims.find({ interviewId }).lean().exec()).filter((c) => c._id.startsWith(prefix));
  const taken: string[] = [];
  for (const claim of own) {
    const key = claim._id.slice(prefix.length);
    if (await insertOnce(deps.claims, { _id: key, candidateId, interviewId })) {
      taken.push(key);
      continue;
    }
    const holder = await deps.claims.findById(key).lean().exec();
    if (holder?.interviewId === interviewId) continue;
    await deps.claims.deleteMany({ _id: { $in: taken }, interviewId });
    return false;
  }
  await deps.claims.deleteMany({ _id: { $in: own.map((c) => c._id) }, interviewId });
  return true;
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
