import {
  CandidateProfileUpdatedV1,
  CandidateUnlockedV1,
  TokensSpentV1,
  InterviewUpdatedV1,
  InterviewUploadedV1,
  TokensGrantedV1,
  TokensRevokedV1,
  UserRegisteredV1,
} from '@hiring/contracts';
import { on, type OutboxRelay, byUser } from '@hiring/service-kit';
import type { CompanyProfileModel } from './models/company-profile.model.js';
import type { CandidateWriter } from './domain/search/opensearch/candidate-writer.js';
import type { Wallet } from './domain/wallet/wallet.service.js';
import { handleUserRegistered } from './events/handlers/user-registered.handler.js';
import { projectionSubscriptions } from './events/handlers/search-projection.handler.js';
import { handleTokensGranted } from './events/handlers/tokens-granted.handler.js';
import { handleTokensRevoked } from './events/handlers/tokens-revoked.handler.js';

import { COMPANY_GROUPS } from './domain/consumer-groups.js';
import type { webhookEventHandlers } from './domain/webhooks/webhook-events.js';

export const SEARCH_PROJECTION_GROUP = COMPANY_GROUPS.searchProjection;

/** Every event the company service consumes, through the kit's idempotent consumers. */
export function companySubscriptions(deps: {
  profiles: CompanyProfileModel;
  relay: OutboxRelay;
  writer: CandidateWriter;
  wallet: Wallet;
  webhooks: ReturnType<typeof webhookEventHandlers>;
}) {
  const { webhooks } = deps;
  return [
    { groupId: COMPANY_GROUPS.webhooks, handlers: [on(CandidateUnlockedV1, webhooks.candidateUnlocked), on(TokensSpentV1, webhooks.tokensSpent)] },
    {
      groupId: COMPANY_GROUPS.webhookSearches,
      handlers: [
        on(CandidateProfileUpdatedV1, webhooks.profileUpdated),
        on(InterviewUploadedV1, webhooks.interviewChanged),
        on(InterviewUpdatedV1, webhooks.interviewChanged),
      ],
    },
    { groupId: COMPANY_GROUPS.profiles, handlers: [on(UserRegisteredV1, handleUserRegistered(deps.profiles, deps.relay), byUser)] },
    {
      groupId: SEARCH_PROJECTION_GROUP,
      handlers: projectionSubscriptions(deps.writer),
    },
    {
      groupId: COMPANY_GROUPS.wallet,
      handlers: [on(TokensGrantedV1, handleTokensGranted(deps.wallet)), on(TokensRevokedV1, handleTokensRevoked(deps.wallet))],
    },
  ];
}
