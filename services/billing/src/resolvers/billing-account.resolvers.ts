import { isOwnerOrAdmin, requireCompany, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { BillingConfig } from '../config.js';
import type { Purchases } from '../domain/purchases.service.js';
import type { BillingAccount, BillingAccountModel } from '../models/billing-account.model.js';
import { subscriptionView } from './subscription-view.js';

export function billingAccountResolvers(deps: { config: BillingConfig; accounts: BillingAccountModel; purchases: Purchases }): Resolvers {
  return {
    Query: {
      myBillingAccount: (_: unknown, __: unknown, ctx: RequestContext) =>
        deps.accounts.findById(requireCompany(ctx).userId).lean<BillingAccount>().exec(),
    },
    BillingAccount: {
      __resolveReference: (ref: { companyId: string }, ctx: RequestContext) =>
        isOwnerOrAdmin(ctx, ref.companyId) ? deps.accounts.findById(ref.companyId).lean<BillingAccount>().exec() : null,
      companyId: (account: BillingAccount) => account._id,
      stripeConfigured: () => Boolean(deps.config.STRIPE_SECRET_KEY),
      createdAt: (account: BillingAccount) => account.createdAt.toISOString(),
      subscription: async (account: BillingAccount) => subscriptionView(await deps.purchases.subscription(account._id)),
    },
  };
}
