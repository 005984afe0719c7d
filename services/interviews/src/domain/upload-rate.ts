import { humanDuration, type RateLimiter } from '@hiring/service-kit';

/** The window of UPLOADS_PER_10_MINUTES. */
export const UPLOAD_WINDOW_MS = 10 * 60_000;

export const uploadsTooFastMessage = (retryAfterSeconds: number) => `You are uploading too fast. Please try again in ${humanDuration(retryAfterSeconds)}.`;

/**
 * The upload limit, the one rule for every way an email reaches the pipeline (the upload page, the
 * tenant proof, the ingestion mailbox): one hit on each key (`upload:<candidate>`,
 * `ingest-sender:<address>`, …), `limit` per 10 minutes each. Answers the refusal text, or null
 * when every key had room; a refusal gives back the hits already taken.
 */
export async function uploadAllowance(limiter: RateLimiter, limit: number, keys: readonly string[]): Promise<string | null> {
  const taken: string[] = [];
  for (const key of keys) {
    const decision = await limiter.hit(key, { limit, windowMs: UPLOAD_WINDOW_MS });
    if (!decision.allowed) {
      await Promise.all(taken.map((slot) => limiter.release(slot)));
      return uploadsTooFastMessage(decision.retryAfterSeconds);
    }
    taken.push(decision.slotId);
  }
  return null;
}
