import { isOwnerOrAdmin, requireCompany, requireUser, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { CompanyProfile, CompanyProfileModel } from '../models/company-profile.model.js';
import { updateCompanyProfile, type CompanyProfileInput } from '../domain/company-profile.service.js';
import type { Wallet } from '../domain/wallet/wallet.service.js';

async function readableProfile(profiles: CompanyProfileModel, id: string, ctx: RequestContext) {
  return isOwnerOrAdmin(ctx, id) ? profiles.findById(id).lean<CompanyProfile>().exec() : null;
}

export function companyProfileResolvers(profiles: CompanyProfileModel, wallet: Wallet): Resolvers {
  return {
    Query: {
      myCompanyProfile: (_: unknown, __: unknown, ctx: RequestContext) => readableProfile(profiles, requireUser(ctx).userId, ctx),
    },
    Mutation: {
      updateCompanyProfile: (_: unknown, args: { input: CompanyProfileInput }, ctx: RequestContext) =>
        updateCompanyProfile(profiles, requireCompany(ctx).userId, args.input),
    },
    User: {
      companyProfile: (user: { id: string }, _: unknown, ctx: RequestContext) => readableProfile(profiles, user.id, ctx),
    },
    CompanyProfile: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => readableProfile(profiles, ref.id, ctx),
      id: (profile: CompanyProfile) => profile._id,
      userId: (profile: CompanyProfile) => profile._id,
      tokens: (profile: CompanyProfile) => wallet.balance(profile._id),
    },
  };
}
