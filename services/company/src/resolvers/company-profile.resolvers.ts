import { isOwnerOrAdmin, requireCompany, requireUser, type ReadBarrier, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { CompanyProfile, CompanyProfileModel } from '../models/company-profile.model.js';
import { updateCompanyProfile, type CompanyProfileInput } from '../domain/company-profile.service.js';
import { findCompanyProfile } from '../domain/company-context.js';
import type { Wallet } from '../domain/wallet/wallet.service.js';

export function companyProfileResolvers({ profiles, wallet, barrier }: { profiles: CompanyProfileModel; wallet: Wallet; barrier: ReadBarrier }): Resolvers {
  const readableProfile = async (id: string, ctx: RequestContext) => (isOwnerOrAdmin(ctx, id) ? findCompanyProfile({ profiles, barrier }, id) : null);

  return {
    Query: {
      myCompanyProfile: (_: unknown, __: unknown, ctx: RequestContext) => readableProfile(requireUser(ctx).userId, ctx),
    },
    Mutation: {
      updateCompanyProfile: (_: unknown, args: { input: CompanyProfileInput }, ctx: RequestContext) =>
        updateCompanyProfile({ profiles, barrier }, requireCompany(ctx).userId, args.input),
    },
    User: {
      companyProfile: (user: { id: string }, _: unknown, ctx: RequestContext) => readableProfile(user.id, ctx),
    },
    CompanyProfile: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => readableProfile(ref.id, ctx),
      id: (profile: CompanyProfile) => profile._id,
      userId: (profile: CompanyProfile) => profile._id,
      tokens: (profile: CompanyProfile) => wallet.currentBalance(profile._id),
    },
  };
}
