import { exportRecord, exportRecords } from '@hiring/service-kit';
import type { PersonalDataSection } from '@hiring/contracts';
import type { BillingAccountModel } from '../models/billing-account.model.js';
import type { BillingEntryModel } from '../models/billing-entry.model.js';
import type { CheckoutSessionModel } from '../models/checkout-session.model.js';

interface BillingStores {
  accounts: BillingAccountModel;
  entries: BillingEntryModel;
  sessions: CheckoutSessionModel;
}

/**
 * The billing service's section of a company's export (docs/decisions/privacy-rights.md#billing-hm_billing).
 * Stripe keeps its own records of the customer (payment methods, invoices); the Stripe customer
 * id here names them.
 */
export function billingPersonalData(stores: BillingStores) {
  return async (userId: string): Promise<PersonalDataSection<'billing'>> => {
    const [account, entries, sessions] = await Promise.all([
      stores.accounts.findById(userId).lean().exec(),
      stores.entries.find({ companyId: userId }).sort({ seq: 1 }).lean().exec(),
      stores.sessions.find({ companyId: userId }).sort({ createdAt: 1 }).lean().exec(),
    ]);
    return { account: account ? exportRecord(account) : null, entries: exportRecords(entries), checkoutSessions: exportRecords(sessions) };
  };
}
