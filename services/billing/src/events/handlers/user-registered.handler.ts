import type { EnvelopeOf, UserRegisteredV1 } from '@hiring/contracts';
import { insertOnce } from '@hiring/service-kit';
import type { BillingAccountModel } from '../../models/billing-account.model.js';

/**
 * Every company gets a billing account; the Stripe customer is created at its first checkout. A
 * purchase made before this event arrived opened the account without a company name: fill it in.
 */
export function handleUserRegistered(accounts: BillingAccountModel) {
  return async (event: EnvelopeOf<typeof UserRegisteredV1>): Promise<void> => {
    const { payload } = event;
    if (payload.userType !== 'company' || !payload.companyData) return;
    const { companyName } = payload.companyData;
    const inserted = await insertOnce(accounts, { _id: payload.userId, email: payload.email, companyName });
    if (!inserted) await accounts.updateOne({ _id: payload.userId, companyName: '' }, { $set: { companyName } }).exec();
  };
}
