import { DAY_MS, RETENTION_PERIODS, olderThan, oneTimeCodesRetention, fullyPublished, type RetentionRule } from '@hiring/service-kit';
import type { PendingRegistrationModel } from '../models/pending-registration.model.js';
import type { UserModel } from '../models/user.model.js';

/**
 * What auth keeps only for a while (docs/decisions/privacy-rights.md#retention): codes, export
 * links and their uses, and the pending registrations of accounts that exist. A registration
 * nobody finished stays: it holds the id the person's uploads carry, and registering again with
 * the address (then deleting the account) is how they erase those.
 */
export function authRetention(deps: { users: UserModel; registrations: PendingRegistrationModel }, registrationTokenTtlSeconds: number): RetentionRule[] {
  const linkPeriod = RETENTION_PERIODS.exportLinksDays * DAY_MS;
  return [
    oneTimeCodesRetention,
    olderThan('data_export_links', 'expiresAt', linkPeriod),
    olderThan('data_export_uses', 'usedAt', linkPeriod),
    {
      name: 'pending_registrations',
      async sweep(connection, now) {
        const cutoff = new Date(now.getTime() - registrationTokenTtlSeconds * 1000 - RETENTION_PERIODS.completedRegistrationsDays * DAY_MS);
        const old = await deps.registrations
          .find({ updatedAt: { $lt: cutoff } }, { _id: 1, userId: 1, outbox: 1 })
          .limit(200)
          .lean<{ _id: string; userId: string; outbox: { id: string }[] }[]>()
          .exec();
        const existing = new Set(
          (
            await deps.users
              .find({ _id: { $in: old.map((row) => row.userId) } }, { _id: 1 })
              .lean<{ _id: string }[]>()
              .exec()
          ).map((user) => user._id),
        );
        const done = await fullyPublished(
          connection,
          old.filter((row) => existing.has(row.userId)),
        );
        if (done.length === 0) return 0;
        return (await deps.registrations.deleteMany({ _id: { $in: done.map((row) => row._id) }, updatedAt: { $lt: cutoff } }).exec()).deletedCount;
      },
    },
  ];
}
