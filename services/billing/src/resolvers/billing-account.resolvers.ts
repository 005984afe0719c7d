import { isOwnerOrAdmin, requireCompany } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { BillingConfig } from '../config.js';
import type { Purchases } from '../domain/purchases.service.js';
import type { BillingAccount, BillingAccountModel } from '../models/billing-account.model.js';
import { subscriptionView } from '../domain/subscription-view.js';

export function billingAccountResolvers(deps: { config: BillingConfig; accounts: BillingAccountModel; purchases: Purchases }): Resolvers {
  return {
    Query: {
      myBillingAccount: (_, __, ctx) => deps.accounts.findById(requireCompany(ctx).userId).lean<BillingAccount>().exec(),
    },
    BillingAccount: {
      __resolveReference: (ref, ctx) => (isOwnerOrAdmin(ctx, ref.companyId) ? deps.accounts.findById(ref.companyId).lean<BillingAccount>().exec() : null),
      companyId: (account) => account._id,
      stripeConfigured: () => Boolean(deps.config.STRIPE_SECRET_KEY),
      createdAt: (account) => account.createdAt.toISOString(),
      subscription: async (account) => subscriptionView(await deps.purchases.subscription(account._id)),
    },
  };
}
