import type { Logger, OutboxRelay, SlotCounter } from '@hiring/service-kit';
import type { CompanyProfileModel } from '../../models/company-profile.model.js';
import { withIdentityLock } from './identity-lock.js';
import { nameHistoryOf, recordIdentityChanged, workAddressesOf } from './proven-identity.js';

/**
 * At start: profiles stored before identities were proven (no `identityRevision`) get their
 * identity written down (the registration address unless at a personal provider, the current name)
 * and CompanyIdentityChanged in their outbox, so the interviews service's employer directory knows
 * them as it knows new ones (their domains vouch for their mail, they can bind their hiring-system
 * accounts). Idempotent: a profile with a revision is skipped; replicas starting together take
 * turns per company through the identity lock, and the one that comes second finds the revision.
 */
export async function publishOlderIdentities(deps: { profiles: CompanyProfileModel; relay: OutboxRelay; slots: SlotCounter }, logger: Logger): Promise<number> {
  const older = await deps.profiles
    .find({ identityRevision: { $exists: false } }, { _id: 1 })
    .lean<{ _id: string }[]>()
    .exec();
  let published = 0;
  for (const { _id } of older) {
    const done = await withIdentityLock(deps.slots, _id, async () => {
      const doc = await deps.profiles.findById(_id).exec();
      if (!doc || doc.identityRevision !== undefined) return false;
      doc.workAddresses = workAddressesOf(doc);
      doc.nameHistory = nameHistoryOf(doc);
      recordIdentityChanged(doc);
      await doc.save();
      // Not awaited: start-up does not wait for the broker (the relay publishes it, or its scan at the next start).
      void deps.relay.notify(deps.profiles, _id);
      return true;
    });
    if (done) published += 1;
  }
  if (published > 0) logger.info({ published }, 'published the identities of profiles stored before proven identities');
  return published;
}
