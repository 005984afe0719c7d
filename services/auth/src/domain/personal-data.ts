import { exportRecord, exportRecords } from '@hiring/service-kit';
import type { PersonalDataSection } from '@hiring/contracts';
import type { UserModel } from '../models/user.model.js';
import type { PendingRegistrationModel } from '../models/pending-registration.model.js';
import type { ClaimedAddressModel } from '../models/claimed-address.model.js';
import type { ApiKeyModel } from '../models/api-key.model.js';
import type { ApiKeyUsageModel } from '../models/api-key-usage.model.js';
import type { TrustedDocumentModel } from '../models/trusted-document.model.js';

interface AuthStores {
  users: UserModel;
  registrations: PendingRegistrationModel;
  claims: ClaimedAddressModel;
  apiKeys: ApiKeyModel;
  usage: ApiKeyUsageModel;
  documents: TrustedDocumentModel;
}

/**
 * The auth service's section of a person's export (docs/decisions/privacy-rights.md#auth-hm_auth):
 * never a password hash, a key's secret hash or the session bookkeeping.
 */
export function authPersonalData(stores: AuthStores) {
  return async (userId: string): Promise<PersonalDataSection<'auth'>> => {
    const user = await stores.users.findById(userId).lean().exec();
    const keys = await stores.apiKeys.find({ companyUserId: userId }).sort({ createdAt: 1 }).lean().exec();
    const [pendingRegistrations, claimedAddresses, apiKeyUsage, trustedDocuments] = await Promise.all([
      stores.registrations.find({ userId }).lean().exec(),
      stores.claims.find({ ownerId: userId }).lean().exec(),
      keys.length
        ? stores.usage
            .find({ keyId: { $in: keys.map((key) => key._id) } })
            .lean()
            .exec()
        : [],
      stores.documents.find({ companyUserId: userId }).sort({ createdAt: 1 }).lean().exec(),
    ]);
    return {
      account: user ? exportRecord(user, ['passwordHash', 'tokenVersion', 'keptSessionId']) : null,
      pendingRegistrations: exportRecords(pendingRegistrations),
      claimedAddresses: exportRecords(claimedAddresses),
      apiKeys: exportRecords(keys, ['secretHash']),
      apiKeyUsage: exportRecords(apiKeyUsage),
      trustedDocuments: exportRecords(trustedDocuments),
    };
  };
}
