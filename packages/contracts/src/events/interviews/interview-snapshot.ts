import { z } from 'zod';

/**
 * What other services may know of one interview: no names, addresses or raw email, only what a
 * company sees in search (company, stage, date, position) plus the grouping and visibility.
 * Snapshots carry a per-interview `revision`, so a consumer applies the newest and ignores older
 * ones that arrive late (each event type has its own topic, so order across them is not given).
 */
/**
 * Why a public interview is believed: the DKIM signature it rests on and who it speaks for.
 * Companies see `label` next to the interview ("Signed by northwind.com", "Signed by Greenhouse
 * for Northwind Robotics"). Private interviews carry none.
 */
export const interviewEvidenceSchema = z.object({
  /** employer_domain: signed by the employer's own domain; hiring_system: by a recognised hiring system naming the employer. */
  kind: z.enum(['employer_domain', 'hiring_system']),
  /** The aligned signing domain (DKIM `d=`), e.g. northwind.com or us.greenhouse-mail.io. */
  signingDomain: z.string().min(1),
  /** The hiring system's name when kind is hiring_system (e.g. "Greenhouse"). */
  system: z.string().nullable(),
  /** The employer the evidence names. */
  employer: z.string().min(1),
  label: z.string().min(1),
  /**
   * How strongly the signature ties the email to the employer (vocabulary/evidence-levels.ts).
   * Events written before levels existed carry none: they read as the weaker level until the
   * interviews service judges them again and publishes the result.
   */
  level: z.enum(['employer_verified', 'sender_named']).default('sender_named'),
});
export type InterviewEvidence = z.infer<typeof interviewEvidenceSchema>;

export const interviewSnapshotSchema = z.object({
  interviewId: z.string().min(1),
  candidateId: z.string().min(1),
  processId: z.string().min(1),
  revision: z.number().int().nonnegative(),
  companyName: z.string(),
  companyDomain: z.string().nullable(),
  stage: z.string(),
  /** How far the process got: higher is further (offer highest). */
  stageRank: z.number().int(),
  interviewDate: z.string().nullable(),
  position: z.string().nullable(),
  jobFamily: z.string().nullable(),
  jobTitle: z.string().nullable(),
  positionEditedByCandidate: z.boolean(),
  aiExtractedPosition: z.string().nullable(),
  visibility: z.enum(['public', 'private']),
  aiSummary: z.string().nullable(),
  sourceType: z.enum(['email_upload', 'email_ingestion']),
  uploadedAt: z.string(),
  /** Null for private interviews and for events written before evidence levels existed. */
  evidence: interviewEvidenceSchema.nullable().default(null),
  /**
   * The candidate's short note on the process (plain text, at most 500 characters), shown to
   * companies as 'Interview Notes'. Absent when there is none (so older records keep their shape).
   */
  notes: z.string().max(500).optional(),
});
export type InterviewSnapshot = z.infer<typeof interviewSnapshotSchema>;
