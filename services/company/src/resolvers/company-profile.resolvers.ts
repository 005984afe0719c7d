import { isOwnerOrAdmin, notFound, requireCompany, type ReadBarrier, type RequestContext } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { CompanyProfileModel } from '../models/company-profile.model.js';
import type { UnlockModel } from '../models/unlock.model.js';
import { COMPANY_PROFILE_MESSAGES, savedMessage, updateCompanyProfile, type CompanyProfileInput } from '../domain/company-profile.service.js';
import { findCompanyProfile, invalidateCompanyContext } from '../domain/company-context.js';
import type { Wallet } from '../domain/wallet/wallet.service.js';

export function companyProfileResolvers({ profiles, unlocks, wallet, barrier }: { profiles: CompanyProfileModel; unlocks: UnlockModel; wallet: Wallet; barrier: ReadBarrier }): Resolvers {
  const readableProfile = async (id: string, ctx: RequestContext) => (isOwnerOrAdmin(ctx, id) ? findCompanyProfile({ profiles, barrier }, id) : null);

  const save = async (input: CompanyProfileInput, ctx: RequestContext) => {
    const companyId = requireCompany(ctx).userId;
    const updated = await updateCompanyProfile({ profiles, barrier }, companyId, input);
    // A new name or website hides more candidates: this replica's next search must apply it.
    invalidateCompanyContext({ profiles, unlocks, barrier }, companyId);
    return updated;
  };

  return {
    Query: {
      myCompanyProfile: async (_, __, ctx) => {
        const profile = await readableProfile(requireCompany(ctx).userId, ctx);
        if (!profile) throw notFound(COMPANY_PROFILE_MESSAGES.notFound);
        return profile;
      },
    },
    Mutation: {
      updateCompanyProfile: (_, args, ctx) => save(args.input, ctx),
      saveCompanyProfile: async (_, args, ctx) => ({
        message: savedMessage(args.input),
        profile: await save(args.input, ctx),
      }),
    },
    User: {
      companyProfile: (user, _, ctx) => readableProfile(user.id, ctx),
    },
    CompanyProfile: {
      __resolveReference: (ref, ctx) => readableProfile(ref.id, ctx),
      id: (profile) => profile._id,
      userId: (profile) => profile._id,
      tokens: (profile) => wallet.currentBalance(profile._id),
    },
  };
}
