import type { Model } from 'mongoose';
import type { WebhookAttemptClaim, WebhookDeliveryModel, WebhookDeliveryState } from '../../models/webhook-delivery.model.js';

export interface WebhookLogRetention {
  /** Finished deliveries (succeeded or failed for good) older than this are removed. */
  maxAgeMs: number;
  /** Finished deliveries one endpoint keeps at most, the newest; a busy endpoint's log stays this long. */
  maxPerEndpoint: number;
  /** Attempt claims older than this are removed: far past any attempt's time limit, so no replica still needs them. */
  claimMaxAgeMs: number;
}

export interface WebhookLogDeps {
  deliveries: WebhookDeliveryModel;
  claims: Model<WebhookAttemptClaim>;
}

export interface PruneOutcome {
  expired: number;
  overCap: number;
  claims: number;
}

const FINISHED = { $in: ['succeeded', 'failed'] as WebhookDeliveryState[] };

/**
 * Keeps the delivery log bounded by age and by count per endpoint (docs/decisions/webhooks.md#retention).
 * Pending deliveries are never removed here: they are still to be sent, and the retry schedule ends each
 * of them within a day. Safe on several replicas at once: every step is an idempotent delete.
 */
export async function pruneWebhookLog(deps: WebhookLogDeps, retention: WebhookLogRetention, now = new Date()): Promise<PruneOutcome> {
  const expired = await deps.deliveries.deleteMany({ state: FINISHED, updatedAt: { $lt: new Date(now.getTime() - retention.maxAgeMs) } }).exec();

  let overCap = 0;
  const busy = await deps.deliveries
    .aggregate<{ _id: string; finished: number }>([
      { $match: { state: FINISHED } },
      { $group: { _id: '$endpointId', finished: { $sum: 1 } } },
      { $match: { finished: { $gt: retention.maxPerEndpoint } } },
    ])
    .exec();
  for (const { _id: endpointId } of busy) {
    // The newest `maxPerEndpoint` stay; the oldest kept one marks where removal starts.
    const oldestKept = await deps.deliveries
      .find({ endpointId, state: FINISHED }, { createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .skip(retention.maxPerEndpoint - 1)
      .limit(1)
      .lean<{ _id: string; createdAt: Date }[]>()
      .exec();
    const boundary = oldestKept[0];
    if (!boundary) continue;
    const removed = await deps.deliveries
      .deleteMany({
        endpointId,
        state: FINISHED,
        $or: [{ createdAt: { $lt: boundary.createdAt } }, { createdAt: boundary.createdAt, _id: { $lt: boundary._id } }],
      })
      .exec();
    overCap += removed.deletedCount;
  }

  const claims = await deps.claims.deleteMany({ claimedAt: { $lt: new Date(now.getTime() - retention.claimMaxAgeMs) } }).exec();
  return { expired: expired.deletedCount, overCap, claims: claims.deletedCount };
}

/** Prunes now and then every `intervalMs`; returns the stop function. */
export function startWebhookLogPruning(
  deps: WebhookLogDeps,
  retention: WebhookLogRetention,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    pruneWebhookLog(deps, retention)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
