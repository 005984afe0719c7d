import type { Connection } from 'mongoose';
import { fullyPublished } from '@hiring/service-kit';
import type { IngestedEmailModel } from '../models/ingested-email.model.js';

/**
 * A forwarded email's bytes live in its EmailIngested outbox entries only until they were
 * published and the retention has passed; then the entries are dropped (the record stays). Nothing
 * else writes an ingested email after its insert, so this update races no one.
 */
export async function dropPublishedRaw(
  deps: { emails: IngestedEmailModel; connection: Connection },
  retentionHours: number,
  now: Date = new Date(),
  limit = 50,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionHours * 3600_000);
  const candidates = await deps.emails
    .find({ status: 'forwarded', createdAt: { $lt: cutoff }, outboxAt: { $ne: null } }, { _id: 1, outbox: 1 })
    .limit(limit)
    .lean<{ _id: string; outbox: { id: string }[] }[]>()
    .exec();
  const done = await fullyPublished(
    deps.connection,
    candidates.filter((doc) => doc.outbox.length > 0),
  );
  if (done.length === 0) return 0;
  return (await deps.emails.updateMany({ _id: { $in: done.map((doc) => doc._id) } }, { $set: { outbox: [], outboxAt: null } }).exec()).modifiedCount;
}
