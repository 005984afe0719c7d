import { z } from 'zod';

/**
 * What other services may know of one interview: no names, addresses or raw email, only what a
 * company sees in search (company, stage, date, position) plus the grouping and visibility.
 * Snapshots carry a per-interview `revision`, so a consumer applies the newest and ignores older
 * ones that arrive late (each event type has its own topic, so order across them is not given).
 */
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
});
export type InterviewSnapshot = z.infer<typeof interviewSnapshotSchema>;
