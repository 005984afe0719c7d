import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';

/** What became of a forwarded email. */
export const INGESTION_OUTCOMES = ['recorded', 'recorded_private', 'duplicate', 'refused', 'ignored'] as const;
export type IngestionOutcome = (typeof INGESTION_OUTCOMES)[number];

/**
 * The interviews service ran an ingested email (EmailIngested) through the upload pipeline. The
 * ingestion service consumes it to keep its log and to reply to the candidate. Published by the
 * interviews service (hence the topic's domain); the contract sits with EmailIngested, its request.
 */
export const IngestedEmailProcessedV1 = defineEvent({
  type: 'IngestedEmailProcessed',
  version: 1,
  topic: 'interviews.ingested-email.processed.v1',
  payload: z.object({
    /** The EmailIngested aggregate id (`<mailbox message id>#<index>`). */
    ingestedEmailId: z.string().min(1),
    forwarderEmail: z.string().email(),
    /** The candidate the forwarder is a verified address of; null when unknown. */
    candidateId: z.string().nullable(),
    /**
     * recorded: a public, verified interview; recorded_private: stored but private because of
     * verification issues (`details`); duplicate: already in the candidate's history; refused:
     * nothing stored (`reason`, `details`); ignored: not from a candidate, nothing stored, no reply.
     */
    outcome: z.enum(INGESTION_OUTCOMES),
    /** The refusal or ignore reason, or the privacy notice; null when recorded. */
    reason: z.string().nullable(),
    /** Verification issues (recorded_private) or what to do about a refusal. */
    details: z.array(z.object({ title: z.string(), description: z.string() })),
    /** Subject of the original as read by the pipeline. */
    subject: z.string(),
    interview: z
      .object({
        interviewId: z.string(),
        companyName: z.string(),
        stage: z.string(),
        position: z.string().nullable(),
        visibility: z.enum(['public', 'private']),
      })
      .nullable(),
  }),
  personal: { keyOf: (payload) => personKeyId.message(payload.ingestedEmailId), clear: ['ingestedEmailId', 'candidateId', 'outcome'] },
});
