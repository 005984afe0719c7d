import { isOwnerOrAdmin, notFound, requireCompany, type ReadBarrier, type RequestContext, type OutboxRelay, type SlotCounter } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { CompanyProfileModel } from '../models/company-profile.model.js';
import type { UnlockModel } from '../models/unlock.model.js';
import { COMPANY_PROFILE_MESSAGES, savedMessage, updateCompanyProfile, type CompanyProfileInput } from '../domain/company-profile.service.js';
import { findCompanyProfile, invalidateCompanyContext } from '../domain/company-context.js';
import { isIdentityProven, isWebsiteProven, nameHistoryOf, provenDomainsOf, workAddressesOf } from '../domain/identity/proven-identity.js';
import type { WorkAddresses } from '../domain/identity/work-addresses.service.js';
import type { Wallet } from '../domain/wallet/wallet.service.js';

export function companyProfileResolvers({
  profiles,
  unlocks,
  wallet,
  barrier,
  relay,
  slots,
  workAddresses,
}: {
  profiles: CompanyProfileModel;
  unlocks: UnlockModel;
  wallet: Wallet;
  barrier: ReadBarrier;
  relay: OutboxRelay;
  slots: SlotCounter;
  workAddresses: WorkAddresses;
}): Resolvers {
  const readableProfile = async (id: string, ctx: RequestContext) => (isOwnerOrAdmin(ctx, id) ? findCompanyProfile({ profiles, barrier }, id) : null);

  const save = async (input: CompanyProfileInput, ctx: RequestContext) => {
    const companyId = requireCompany(ctx).userId;
    const updated = await updateCompanyProfile({ profiles, barrier, relay, slots }, companyId, input, ctx.correlationId);
    // Nothing the hiding rule reads changes with the form, but the cached context holds the profile.
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
      requestWorkAddressCode: (_, args, ctx) => workAddresses.requestCode(requireCompany(ctx).userId, { email: args.email }),
      verifyWorkAddress: async (_, args, ctx) => {
        const companyId = requireCompany(ctx).userId;
        const profile = await workAddresses.verify(companyId, { email: args.email, code: args.code }, ctx.correlationId);
        // A new proven domain hides more candidates and may lift the unproven refusal: read fresh.
        invalidateCompanyContext({ profiles, unlocks, barrier }, companyId, 'reload');
        return profile;
      },
    },
    User: {
      companyProfile: (user, _, ctx) => readableProfile(user.id, ctx),
    },
    CompanyProfile: {
      __resolveReference: (ref, ctx) => readableProfile(ref.id, ctx),
      id: (profile) => profile._id,
      userId: (profile) => profile._id,
      tokens: (profile) => wallet.currentBalance(profile._id),
      identityProven: (profile) => isIdentityProven(profile),
      provenDomains: (profile) => provenDomainsOf(profile),
      workAddresses: (profile) =>
        workAddressesOf(profile).map((address) => ({
          email: address.email,
          domain: address.domain,
          verifiedAt: address.verifiedAt.toISOString(),
          source: address.source,
        })),
      websiteProven: (profile) => isWebsiteProven(profile),
      nameHistory: (profile) => [...nameHistoryOf(profile)].reverse().map((change) => ({ name: change.name, changedAt: change.changedAt.toISOString() })),
    },
  };
}
