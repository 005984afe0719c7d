import type { EnvelopeOf, UserRegisteredV1 } from '@hiring/contracts';
import { isDuplicateKeyError, type OutboxRelay } from '@hiring/service-kit';
import type { CompanyProfileModel } from '../../models/company-profile.model.js';
import { recordIdentityChanged, registrationAddress } from '../../domain/identity/proven-identity.js';

/**
 * A registered company gets its profile from the company step of registration. Its registration
 * address was verified by code (auth's registration refuses to complete otherwise), so it proves
 * the company's domain unless it is at a personal mail provider. The profile is inserted once with
 * CompanyIdentityChanged in its outbox (a redelivered event is a duplicate insert: nothing).
 */
export function handleUserRegistered(profiles: CompanyProfileModel, relay: OutboxRelay) {
  return async (event: EnvelopeOf<typeof UserRegisteredV1>): Promise<void> => {
    const { payload } = event;
    if (payload.userType !== 'company' || !payload.companyData) return;
    const registeredAt = new Date(payload.registeredAt);
    const address = registrationAddress(payload.email, registeredAt);
    const doc = new profiles({
      _id: payload.userId,
      email: payload.email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      ...payload.companyData,
      workAddresses: address ? [address] : [],
      nameHistory: [{ name: payload.companyData.companyName, changedAt: registeredAt }],
      identityRevision: 0,
    });
    recordIdentityChanged(doc, event.correlationId);
    try {
      await doc.save();
    } catch (error) {
      if (isDuplicateKeyError(error)) return;
      throw error;
    }
    await relay.notify(profiles, doc._id);
  };
}
