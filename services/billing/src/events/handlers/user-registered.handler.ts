import type { EnvelopeOf, UserRegisteredV1 } from '@hiring/contracts';
import { insertOnce } from '@hiring/service-kit';
import type { BillingAccountModel } from '../../models/billing-account.model.js';

/** Every company gets a billing account; the Stripe customer is created at its first checkout. */
export function handleUserRegistered(accounts: BillingAccountModel) {
  return async (event: EnvelopeOf<typeof UserRegisteredV1>): Promise<void> => {
    const { payload } = event;
    if (payload.userType !== 'company' || !payload.companyData) return;
    await insertOnce(accounts, { _id: payload.userId, email: payload.email, companyName: payload.companyData.companyName });
  };
}
