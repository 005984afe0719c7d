import { requireCandidate, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { ReferralView, Referrals } from '../domain/referrals/referrals.service.js';

export function referralResolvers(referrals: Referrals): Resolvers {
  return {
    Query: {
      myReferrals: (_: unknown, __: unknown, ctx: RequestContext) => referrals.list(requireCandidate(ctx).userId),
    },
    Mutation: {
      sendReferral: async (_: unknown, args: { input: { firstName?: string | null; lastName?: string | null; email?: string | null } }, ctx: RequestContext) => ({
        success: true,
        ...(await referrals.send(requireCandidate(ctx), args.input, ctx.correlationId)),
      }),
    },
    Referral: {
      sentAt: (referral: ReferralView) => referral.sentAt.toISOString(),
    },
  };
}
