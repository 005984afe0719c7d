import { exportRecord, exportRecords } from '@hiring/service-kit';
import type { PersonalDataRecord, PersonalDataSection } from '@hiring/contracts';
import type { CompanyProfileModel } from '../models/company-profile.model.js';
import type { WalletEntryModel } from '../models/wallet-entry.model.js';
import type { UnlockModel } from '../models/unlock.model.js';
import type { SavedSearchModel } from '../models/saved-search.model.js';
import type { WebhookEndpointModel } from '../models/webhook-endpoint.model.js';
import type { WebhookDeliveryModel } from '../models/webhook-delivery.model.js';
import type { OpenSearchSearch } from './search/opensearch/opensearch-search.js';
import { candidateCard } from './search/candidate-card.js';
import { companyIdentity } from './search/company-identity.js';

interface CompanyStores {
  profiles: CompanyProfileModel;
  walletEntries: WalletEntryModel;
  unlocks: UnlockModel;
  searches: SavedSearchModel;
  endpoints: WebhookEndpointModel;
  deliveries: WebhookDeliveryModel;
  index: OpenSearchSearch;
}

/**
 * The company service's section of a company's export (docs/decisions/privacy-rights.md#company-hm_company):
 * the profile, the token ledger, every unlock with the contact details it bought while the
 * candidate is still listed and visible to the company (as its unlocked list shows them), saved
 * searches, webhook endpoints without their signing secret, and deliveries as the log shows them
 * (without the candidate's contact data).
 */
export function companyPersonalData(stores: CompanyStores) {
  return async (userId: string): Promise<PersonalDataSection<'company'>> => {
    const [profile, walletEntries, unlocks, searches, endpoints, deliveries] = await Promise.all([
      stores.profiles.findById(userId).lean().exec(),
      stores.walletEntries.find({ companyId: userId }).sort({ seq: 1 }).lean().exec(),
      stores.unlocks.find({ companyId: userId }).sort({ unlockedAt: 1 }).lean().exec(),
      stores.searches.find({ companyId: userId }).sort({ createdAt: 1 }).lean().exec(),
      stores.endpoints.find({ companyId: userId }).sort({ createdAt: 1 }).lean().exec(),
      stores.deliveries.find({ companyId: userId }).sort({ createdAt: 1 }).lean().exec(),
    ]);
    const identity = profile ? companyIdentity(profile) : null;
    const contactOf = async (candidateId: string): Promise<PersonalDataRecord | null> => {
      if (!identity || identity.domains.length === 0) return null;
      const entry = await stores.index.visibleEntry(candidateId, identity, true);
      if (!entry) return null;
      const card = candidateCard(entry, true);
      return {
        name: card.name,
        email: card.email,
        linkedinUrl: card.linkedinUrl,
        preferredLocation: card.preferredLocation,
        currentCompany: card.currentCompany,
      };
    };
    const unlockRecords = await Promise.all(unlocks.map(async (unlock) => ({ ...exportRecord(unlock), candidate: await contactOf(unlock.candidateId) })));
    return {
      profile: profile ? exportRecord(profile) : null,
      walletEntries: exportRecords(walletEntries),
      unlocks: unlockRecords,
      savedSearches: exportRecords(searches),
      webhookEndpoints: exportRecords(endpoints, ['secret']),
      webhookDeliveries: exportRecords(deliveries, ['body']),
    };
  };
}
