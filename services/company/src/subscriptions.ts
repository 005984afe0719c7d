import {
  CandidateProfileUpdatedV1,
  CandidateUnlockedV1,
  TokensSpentV1,
  InterviewDeletedV1,
  InterviewUpdatedV1,
  InterviewUploadedV1,
  TokensGrantedV1,
  TokensRevokedV1,
  UserRegisteredV1,
} from '@hiring/contracts';
import { on, type OutboxRelay } from '@hiring/service-kit';
import type { CompanyProfileModel } from './models/company-profile.model.js';
import type { SearchProjectionStore } from './domain/search/projection-store.js';
import type { SearchIndex } from './domain/search/search-index.js';
import { interviewDeletedRecord, interviewSnapshotRecord, profileRecord } from './domain/search/records.js';
import { viewHandler } from './domain/search/search-view-feed.js';
import type { Wallet } from './domain/wallet/wallet.service.js';
import { handleUserRegistered } from './events/handlers/user-registered.handler.js';
import { projectionHandlers } from './events/handlers/search-projection.handler.js';
import { handleTokensGranted } from './events/handlers/tokens-granted.handler.js';
import { handleTokensRevoked } from './events/handlers/tokens-revoked.handler.js';

import { COMPANY_GROUPS } from './domain/consumer-groups.js';
import type { webhookEventHandlers } from './domain/webhooks/webhook-events.js';

export const SEARCH_PROJECTION_GROUP = COMPANY_GROUPS.searchProjection;
/** Prefix of each replica's own group for the in-memory view. */
export const SEARCH_VIEW_GROUP = 'company.search-view';

/** Every event the company service consumes, through the kit's idempotent consumers. */
export function companySubscriptions(deps: {
  profiles: CompanyProfileModel;
  relay: OutboxRelay;
  store: SearchProjectionStore;
  wallet: Wallet;
  webhooks: ReturnType<typeof webhookEventHandlers>;
}) {
  const projection = projectionHandlers(deps.store);
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
    { groupId: COMPANY_GROUPS.profiles, handlers: [on(UserRegisteredV1, handleUserRegistered(deps.profiles, deps.relay))] },
    {
      groupId: SEARCH_PROJECTION_GROUP,
      handlers: [
        on(CandidateProfileUpdatedV1, projection.profileUpdated),
        on(InterviewUploadedV1, projection.interviewChanged),
        on(InterviewUpdatedV1, projection.interviewChanged),
        on(InterviewDeletedV1, projection.interviewDeleted),
      ],
    },
    {
      groupId: COMPANY_GROUPS.wallet,
      handlers: [on(TokensGrantedV1, handleTokensGranted(deps.wallet)), on(TokensRevokedV1, handleTokensRevoked(deps.wallet))],
    },
  ];
}

/** The same search events, applied to this replica's in-memory view (its own consumer group). */
export function searchViewHandlers(index: SearchIndex) {
  return [
    viewHandler(CandidateProfileUpdatedV1, (event) => void index.applyProfile(profileRecord(event.payload))),
    viewHandler(InterviewUploadedV1, (event) => void index.applyInterview(interviewSnapshotRecord(event.payload))),
    viewHandler(InterviewUpdatedV1, (event) => void index.applyInterview(interviewSnapshotRecord(event.payload))),
    viewHandler(InterviewDeletedV1, (event) => void index.applyInterview(interviewDeletedRecord(event.payload))),
  ];
}
