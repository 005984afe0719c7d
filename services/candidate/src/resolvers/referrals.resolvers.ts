import { requireCandidate } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { Referrals } from '../domain/referrals/referrals.service.js';

export function referralResolvers(referrals: Referrals): Resolvers {
  return {
    Query: {
      myReferrals: (_, __, ctx) => referrals.list(requireCandidate(ctx).userId),
    },
    Mutation: {
      sendReferral: async (_, args, ctx) => ({
        success: true,
        ...(await referrals.send(requireCandidate(ctx), args.input, ctx.correlationId)),
      }),
    },
    Referral: {
      sentAt: (referral) => referral.sentAt.toISOString(),
    },
  };
}
