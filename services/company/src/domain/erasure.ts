import type { Model } from 'mongoose';
import { removedCounts, type Eraser, type Mailer } from '@hiring/service-kit';
import type { CompanyProfileModel } from '../models/company-profile.model.js';
import type { WalletEntryModel } from '../models/wallet-entry.model.js';
import type { UnlockModel } from '../models/unlock.model.js';
import type { SavedSearchModel, WebhookSettings } from '../models/saved-search.model.js';
import type { WebhookEndpointModel } from '../models/webhook-endpoint.model.js';
import type { WebhookDeliveryModel } from '../models/webhook-delivery.model.js';
import type { CandidateWriter } from './search/opensearch/candidate-writer.js';
import type { OpenSearchSearch } from './search/opensearch/opensearch-search.js';
import type { WebhookDispatcher } from './webhooks/delivery-worker.js';
import { derivedEventId } from './webhooks/webhook-events.js';

interface CompanyStores {
  profiles: CompanyProfileModel;
  walletEntries: WalletEntryModel;
  unlocks: UnlockModel;
  searches: SavedSearchModel;
  settings: Model<WebhookSettings>;
  endpoints: WebhookEndpointModel;
  deliveries: WebhookDeliveryModel;
  writer: CandidateWriter;
  index: OpenSearchSearch;
  mailer: Pick<Mailer, 'forget'>;
  dispatcher: Pick<WebhookDispatcher, 'enqueue'>;
}

/**
 * The company service's part of an erasure.
 * - A candidate leaves the search (every index behind the alias; the writer then refuses their
 *   late or replayed events) and every company's webhook log about them. Companies keep the
 *   unlock they paid for, an id that now points at nobody.
 * - A company user's profile keeps only the company id, which its token ledger and unlocks
 *   (accounting) are kept under without their event copies; saved searches and webhooks go.
 */
export function companyErasure(stores: CompanyStores): Eraser {
  return async ({ userId, userType }) => {
    if (userType === 'candidate') {
      const search = await stores.writer.remove(userId, await stores.index.aliasTargets());
      const removed = await removedCounts({ webhook_deliveries: stores.deliveries.deleteMany({ candidateId: userId }).exec() });
      return { candidates_index: search, ...removed, candidate_erased_webhooks: await tellUnlockers(stores, userId) };
    }
    const profile = await stores.profiles
      .findById(userId, { email: 1, workAddresses: 1 })
      .lean<{ email: string; workAddresses?: { email: string }[] }>()
      .exec();
    return removedCounts({
      // Work-address codes and webhook notices, before the profile forgets the addresses.
      mail_outbox: stores.mailer
        .forget(profile ? [profile.email, ...(profile.workAddresses ?? []).map((work) => work.email)] : [])
        .then((deletedCount) => ({ deletedCount })),
      company_profiles: stores.profiles.updateMany({ _id: userId }, { $set: { email: '', firstName: '', lastName: '', workAddresses: [], outbox: [] } }).exec(),
      saved_searches: stores.searches.deleteMany({ companyId: userId }).exec(),
      webhook_settings: stores.settings.deleteMany({ _id: userId }).exec(),
      webhook_endpoints: stores.endpoints.deleteMany({ companyId: userId }).exec(),
      webhook_deliveries: stores.deliveries.deleteMany({ companyId: userId }).exec(),
      wallet_entries: stores.walletEntries.updateMany({ companyId: userId }, { $set: { outbox: [] } }).exec(),
      unlocks: stores.unlocks.updateMany({ companyId: userId }, { $set: { outbox: [] } }).exec(),
    });
  };
}

/**
 * candidate.erased, to every company that unlocked the candidate (they received the contact card
 * and should delete it too): the id only. One event id per candidate, so a redelivered erasure
 * sends nothing twice; no candidate id on the delivery row, which the hiding check would refuse now.
 */
async function tellUnlockers(stores: Pick<CompanyStores, 'unlocks' | 'dispatcher'>, candidateId: string): Promise<number> {
  const companies = new Set(
    (await stores.unlocks.find({ candidateId }, { companyId: 1 }).lean<{ companyId: string }[]>().exec()).map((unlock) => unlock.companyId),
  );
  const erasedAt = new Date();
  let queued = 0;
  for (const companyId of companies) {
    queued += await stores.dispatcher.enqueue(
      companyId,
      'candidate.erased',
      derivedEventId(`candidate-erased:${candidateId}`),
      { candidateId, erasedAt: erasedAt.toISOString() },
      erasedAt,
    );
  }
  return queued;
}
