import { removedCounts, type Eraser } from '@hiring/service-kit';
import type { BillingAccountModel } from '../models/billing-account.model.js';
import type { BillingEntryModel } from '../models/billing-entry.model.js';

/**
 * The billing service's part of an erasure. Payments must be kept for accounting, so the ledger
 * and checkouts stay under the company id (pseudonymous once the account is gone) without their
 * event copies, and the account keeps its Stripe customer id, which Stripe's own retention
 * governs; the address and the company name go.
 */
export function billingErasure(stores: { accounts: BillingAccountModel; entries: BillingEntryModel }): Eraser {
  return ({ userId }) =>
    removedCounts({
      billing_accounts: stores.accounts.updateMany({ _id: userId }, { $set: { email: '', companyName: '' } }).exec(),
      billing_entries: stores.entries.updateMany({ companyId: userId }, { $set: { outbox: [] } }).exec(),
    });
}
