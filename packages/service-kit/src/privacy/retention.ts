import type { Connection } from 'mongoose';
import type { Logger } from 'pino';

/**
 * Rows kept only for a while (docs/decisions/privacy-rights.md#retention). FerretDB has no TTL
 * indexes, so each service sweeps on a schedule, rule by rule.
 */
export interface RetentionRule {
  /** For logs and the sweep's answer: what goes (e.g. `processed_events`). */
  name: string;
  /** Deletes what is past retention at `now`; how many rows went. */
  sweep(connection: Connection, now: Date): Promise<number>;
}

/** Periods, in one place (the table in docs/decisions/privacy-rights.md lists them too). */
export const RETENTION_PERIODS = {
  /**
   * Twice the brokers' retention (7 days): no redelivery to a group can come later, and a new
   * group keeps markers of its own.
   */
  processedEventsDays: 14,
  /** One-time codes, counted from their expiry (the resend cooldown looks at the newest code only). */
  expiredCodesDays: 1,
  /** Data export links and their uses, from the link's expiry (an hour after it was asked for). */
  exportLinksDays: 1,
  /** A pending registration once its account exists (it fixed the account's id; nothing reads it then). */
  completedRegistrationsDays: 1,
} as const;

export const DAY_MS = 24 * 3600_000;

/** A rule for rows of `collection` whose `field` (a date) is more than `periodMs` before the sweep. */
export function olderThan(collection: string, field: string, periodMs: number): RetentionRule {
  return {
    name: collection,
    sweep: async (connection, now) =>
      (await connection.collection(collection).deleteMany({ [field]: { $lt: new Date(now.getTime() - periodMs) } })).deletedCount,
  };
}

/** Every service's consumer markers (ids only, but a row per event for ever otherwise). */
export const processedEventsRetention = olderThan('processed_events', 'processedAt', RETENTION_PERIODS.processedEventsDays * DAY_MS);

/** The documents whose every outbox entry the relay published (only those may go), with one query for all. */
export async function fullyPublished<T extends { outbox: readonly { id: string }[] }>(connection: Connection, docs: readonly T[]): Promise<T[]> {
  const ids = docs.flatMap((doc) => doc.outbox.map((entry) => entry.id));
  const published =
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (
            await connection
              .collection<{ _id: string }>('outbox_published')
              .find({ _id: { $in: ids } }, { projection: { _id: 1 } })
              .toArray()
          ).map((row) => row._id),
        );
  return docs.filter((doc) => doc.outbox.every((entry) => published.has(entry.id)));
}

/** Deletes what every rule finds expired at `now`; the count per rule. */
export async function sweepRetention(connection: Connection, rules: readonly RetentionRule[], now = new Date()): Promise<Record<string, number>> {
  const swept: Record<string, number> = {};
  for (const rule of rules) swept[rule.name] = (swept[rule.name] ?? 0) + (await rule.sweep(connection, now));
  return swept;
}

/** Sweeps now and every `intervalMs`; returns the stop function. A failed sweep waits for the next. */
export function startRetentionSweeps(connection: Connection, rules: readonly RetentionRule[], options: { intervalMs: number; logger: Logger }): () => void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= sweepRetention(connection, rules)
      .then((swept) => {
        const total = Object.values(swept).reduce((sum, count) => sum + count, 0);
        if (total > 0) options.logger.info({ swept }, 'retention sweep');
      })
      .catch((error: unknown) => options.logger.warn({ err: error }, 'retention sweep failed'))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
