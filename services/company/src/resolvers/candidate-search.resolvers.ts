import { ONE_TIME_BUNDLE, SUBSCRIPTION_PLANS, UNLOCK_COST_TOKENS, UNLOCK_RESULT_MESSAGES } from '@hiring/contracts';
import { requireCompany, requireCompanyScope, selectsField, type SlotCounter } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import { candidateDetails, searchCandidates, unlockedCandidates, type SearchDeps } from '../domain/candidate-search.service.js';
import { invalidateCompanyContext, type CompanyWrite } from '../domain/company-context.js';
import { balanceWithGrant } from '../domain/wallet/balance-with-grant.js';
import { unlockCandidate, type UnlockDeps } from '../domain/unlock-candidate.service.js';
import { holdDailyUnlock } from '../domain/partners/daily-unlock-ceiling.js';
import type { SearchScanRate } from '../domain/search/scan-rate.js';
import { candidateConnection, unlockedCandidateCard, unlockedConnection } from '../domain/partners/connections.service.js';

/** The token packages of the purchase modal, from the one definition of plans and prices. */
export function tokenPackages() {
  return [
    ...SUBSCRIPTION_PLANS.map((plan) => ({
      id: plan.key,
      name: plan.name,
      kind: 'subscription',
      priceUsd: plan.priceUsd,
      tokens: plan.tokensPerMonth,
      interval: plan.interval,
      unlocks: plan.unlocksPerMonth,
      pricePerUnlockUsd: plan.pricePerUnlockUsd,
      savingsPerMonthUsd: plan.savingsPerMonthUsd,
      bestValue: plan.bestValue,
      expires: true,
      features: [...plan.features],
    })),
    {
      id: ONE_TIME_BUNDLE.key,
      name: ONE_TIME_BUNDLE.name,
      kind: 'one_time',
      priceUsd: ONE_TIME_BUNDLE.priceUsd,
      tokens: ONE_TIME_BUNDLE.tokens,
      interval: null,
      unlocks: ONE_TIME_BUNDLE.unlocks,
      pricePerUnlockUsd: ONE_TIME_BUNDLE.pricePerUnlockUsd,
      savingsPerMonthUsd: 0,
      bestValue: false,
      expires: ONE_TIME_BUNDLE.expires,
      features: [...ONE_TIME_BUNDLE.features],
    },
  ];
}

export const UNLOCK_MESSAGES = {
  unlocked: UNLOCK_RESULT_MESSAGES.unlocked,
  alreadyUnlocked: 'Candidate already unlocked',
} as const;

/**
 * Search, details, unlocks and tokens: companies only (a candidate token gets FORBIDDEN), through a
 * person's session or an API key with the operation's scope (docs/decisions/partner-api.md).
 */
export function candidateSearchResolvers(deps: SearchDeps & UnlockDeps & { slots: SlotCounter; scanRate: SearchScanRate }): Resolvers {
  /** A company allowed to scan the search view once more (docs/decisions/threat-model.md). */
  const scanningCompany = (ctx: Parameters<typeof requireCompanyScope>[0]) => {
    const companyId = requireCompanyScope(ctx, 'candidates:read').userId;
    deps.scanRate.take(companyId);
    return companyId;
  };
  return {
    Query: {
      searchCandidates: (_, args, ctx, info) => searchCandidates(deps, scanningCompany(ctx), args.input ?? {}, { withStats: selectsField(info, 'stats') }),
      candidateDetails: (_, args, ctx) => candidateDetails(deps, requireCompanyScope(ctx, 'candidates:read').userId, args.candidateId),
      unlockedCandidates: (_, __, ctx) => unlockedCandidates(deps, requireCompanyScope(ctx, 'candidates:read').userId),
      candidates: (_, args, ctx) => candidateConnection(deps, scanningCompany(ctx), args),
      unlockedCandidatesConnection: (_, args, ctx) => unlockedConnection(deps, requireCompanyScope(ctx, 'candidates:read').userId, args),
      companyTokens: async (_, __, ctx) => ({
        tokens: await deps.wallet.currentBalance(requireCompanyScope(ctx, 'tokens:read').userId),
        unlockCost: UNLOCK_COST_TOKENS,
        packages: tokenPackages(),
      }),
      tokenHistory: async (_, args, ctx) =>
        (await deps.wallet.history(requireCompanyScope(ctx, 'tokens:read').userId, args.first ?? 20)).map((entry) => ({
          delta: entry.delta,
          balanceAfter: entry.balanceAfter,
          reason: entry.reason,
          reference: entry.refId,
          at: entry.createdAt.toISOString(),
        })),
    },
    // Computed only when selected: the search page does not ask for them, the dashboard does.
    CandidateSearchPage: { stats: (page) => page.stats() },
    Mutation: {
      unlockCandidate: async (_, args, ctx) => {
        const auth = requireCompanyScope(ctx, 'candidates:unlock');
        const companyId = auth.userId;
        const held = await holdDailyUnlock(deps.slots, auth.apiKey);
        let spent = false;
        let write: CompanyWrite;
        try {
          const result = await unlockCandidate(deps, companyId, args.candidateId);
          spent = !result.alreadyUnlocked;
          write = result.recorded ? { unlocked: result.recorded } : 'reload';
          return result;
        } finally {
          // only an unlock that spent tokens counts against the key's day
          if (held && !spent) await held.release();
          // Whatever happened, this replica's next search for the company sees its unlocks.
          invalidateCompanyContext(deps, companyId, write);
        }
      },
    },
    UnlockedCandidate: {
      candidate: (unlocked, _, ctx) => unlockedCandidateCard(deps, requireCompanyScope(ctx, 'candidates:read').userId, unlocked.id),
    },
    UnlockResult: {
      message: (result) => (result.alreadyUnlocked ? UNLOCK_MESSAGES.alreadyUnlocked : UNLOCK_MESSAGES.unlocked),
    },
    TokenGrant: {
      __resolveReference: (ref) => ref,
      walletTokens: (grant, _, ctx) => balanceWithGrant(deps.wallet, requireCompany(ctx).userId, grant.id),
    },
  };
}
