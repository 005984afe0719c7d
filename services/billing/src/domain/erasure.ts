import { removedCounts, type Eraser, type RetentionRule } from '@hiring/service-kit';
import type { BillingAccountModel } from '../models/billing-account.model.js';
import type { BillingEntryModel } from '../models/billing-entry.model.js';
import { StripeUnavailableError, type StripeApi } from './stripe-api.js';

interface BillingErasureStores {
  accounts: BillingAccountModel;
  entries: BillingEntryModel;
  stripe: Pick<StripeApi, 'deleteCustomer'> | null;
}

/**
 * The billing service's part of an erasure. Payments must be kept for accounting, so the ledger
 * and checkouts stay under the company id (pseudonymous once the account is gone) without their
 * event copies; the address and the company name go. The Stripe customer is deleted (which ends
 * any subscription there, so a deleted account is never charged again); its id stays here beside
 * the ledger, and Stripe keeps the invoices under its own retention.
 */
export function billingErasure(stores: BillingErasureStores): Eraser {
  return async ({ userId }) => {
    const account = await stores.accounts.findById(userId, { stripeCustomerId: 1 }).lean<{ stripeCustomerId: string | null }>().exec();
    let deleted = 0;
    let pending = false;
    if (account?.stripeCustomerId && stores.stripe) {
      try {
        await stores.stripe.deleteCustomer(account.stripeCustomerId);
        deleted = 1;
      } catch (error) {
        // Stripe away must not hold up the person's erasure everywhere else: the sweep tries again.
        if (!(error instanceof StripeUnavailableError)) throw error;
        pending = true;
      }
    }
    return {
      stripe_customer: deleted,
      ...(await removedCounts({
        billing_accounts: stores.accounts
          .updateMany({ _id: userId }, { $set: { email: '', companyName: '', ...(pending ? { stripeCustomerDeletePending: true } : {}) } })
          .exec(),
        billing_entries: stores.entries.updateMany({ companyId: userId }, { $set: { outbox: [] } }).exec(),
      })),
    };
  };
}

/** The retention sweep's part: customers of erased accounts that Stripe could not be asked to delete then. */
export function pendingCustomerDeletions(stores: Pick<BillingErasureStores, 'accounts' | 'stripe'>): RetentionRule {
  return {
    name: 'stripe customers of erased accounts',
    async sweep() {
      if (!stores.stripe) return 0;
      const pending = await stores.accounts
        .find({ stripeCustomerDeletePending: true }, { stripeCustomerId: 1 })
        .limit(50)
        .lean<{ _id: string; stripeCustomerId: string | null }[]>()
        .exec();
      for (const account of pending) {
        if (account.stripeCustomerId) await stores.stripe.deleteCustomer(account.stripeCustomerId);
        await stores.accounts.updateOne({ _id: account._id }, { $unset: { stripeCustomerDeletePending: 1 } }).exec();
      }
      return pending.length;
    },
  };
}
