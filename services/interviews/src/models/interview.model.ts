import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';
import type { EvidenceLevel, InterviewEvidence } from '@hiring/contracts';
import type { EvidenceFacts } from '../domain/verification/evidence-facts.js';
import type { SignatureEvidence, VerificationIssue } from '../domain/verification/verify-authenticity.js';

export interface VerificationRecord {
  hasIssues: boolean;
  issues: VerificationIssue[];
  statusDescription: string;
  /** Legacy per-check results shown by older screens: dkim, spf, arc, dmarc, ownership. */
  tests: Record<string, string>;
  confidence: number;
  /** Kept at upload so a later DKIM key rotation cannot un-verify the record. */
  evidence: SignatureEvidence[];
  /** Why a public interview is believed (null when private or judged before evidence levels). */
  evidenceLevel?: InterviewEvidence | null;
  /** The evidence policy version that judged it and the facts it judged (absent before version 2). */
  policy?: { version: number; facts: EvidenceFacts };
  checkedAt: Date;
}

export interface Interview {
  _id: string;
  candidateId: string;
  /** The company process this interview belongs to (see process.model.ts). */
  processId: string;
  /** Bumped on every change; events carry it so consumers keep only the newest snapshot. */
  revision: number;
  companyName: string;
  companyDomain: string | null;
  stage: string;
  interviewDate: Date | null;
  position: string | null;
  jobFamily: string | null;
  jobTitle: string | null;
  positionEditedByCandidate: boolean;
  aiExtracted: { position: string | null; jobFamily: string | null; jobTitle: string | null };
  visibility: 'public' | 'private';
  /** Anonymous summary, names, addresses and phone numbers redacted. */
  summary: string | null;
  /** The candidate's note on the process, copied to each of its interviews (companies read it per interview). */
  notes?: string | null;
  verification: VerificationRecord;
  /**
   * employer_verified, sender_named or private (hidden by the candidate or failing the policy).
   * Absent on interviews stored before levels: read through `evidenceLevelOf`.
   */
  evidenceLevel?: EvidenceLevel;
  /** What would raise the level, in plain words (null at employer verified; absent before levels). */
  evidenceAdvice?: string | null;
  /** What a directory change must look up to judge this interview again (evidenceKeysOf). */
  evidenceKeys?: string[];
  source: {
    type: 'email_upload' | 'email_ingestion';
    filename: string | null;
    messageId: string | null;
    contentHash: string;
    matchedAddress: string;
    extractedBy: 'openai' | 'heuristic';
  };
  /** Soft delete: the InterviewDeleted event must be stored in the same write as the deletion. */
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type InterviewModel = Model<WithOutbox<Interview>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<Interview>, InterviewModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true, index: true },
    processId: { type: String, required: true },
    revision: { type: Number, required: true },
    companyName: { type: String, required: true },
    companyDomain: { type: String, default: null },
    stage: { type: String, required: true },
    interviewDate: { type: Date, default: null },
    position: { type: String, default: null },
    jobFamily: { type: String, default: null },
    jobTitle: { type: String, default: null },
    positionEditedByCandidate: { type: Boolean, default: false },
    aiExtracted: { position: String, jobFamily: String, jobTitle: String },
    visibility: { type: String, enum: ['public', 'private'], required: true },
    summary: { type: String, default: null },
    notes: { type: String, default: null },
    verification: { type: Schema.Types.Mixed, required: true },
    evidenceLevel: { type: String, enum: ['employer_verified', 'sender_named', 'private'] },
    evidenceKeys: { type: [String], default: undefined, index: true },
    evidenceAdvice: { type: String, default: undefined },
    source: { type: Schema.Types.Mixed, required: true },
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
schema.plugin(outboxPlugin);

/** An interview's level; interviews stored before levels were kept read as their evidence says. */
export function evidenceLevelOf(interview: Pick<Interview, 'visibility' | 'evidenceLevel' | 'verification'>): EvidenceLevel {
  if (interview.visibility !== 'public' || interview.verification.hasIssues) return 'private';
  // The evidence record carries the level it was judged at; a stored 'private' on a public interview is stale.
  const stored = interview.evidenceLevel === 'private' ? undefined : interview.evidenceLevel;
  return interview.verification.evidenceLevel?.level ?? stored ?? 'sender_named';
}

export function interviewModel(connection: Connection): InterviewModel {
  return connection.model<WithOutbox<Interview>, InterviewModel>('Interview', schema, 'interviews');
}
