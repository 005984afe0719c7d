import type { TypePolicies } from '@apollo/client';

/**
 * Cache identity and merge rules for the types the company's screens show (search rows, unlocked
 * candidates, the wallet, the subscription, admin views). An unlock then updates the row, the
 * balance and the dashboard at once.
 */
export const companyTypePolicies: TypePolicies = {
  // One wallet and one subscription per signed-in company (the cache is cleared at sign-out): an
  // unlock's or a purchase's new balance, a cancel's subscription, replace what every screen shows.
  CompanyTokens: { keyFields: [] },
  CompanySubscription: { keyFields: [] },
  // Answers that only carry other objects or a message; nothing else refers to them.
  CheckoutResult: { keyFields: false },
  PendingPurchaseResult: { keyFields: false },
  CompanyProfileUpdate: { keyFields: false },
  // A search page and its stats belong to their query's arguments (kept under that field).
  CandidateSearchPage: { keyFields: false, merge: true },
  CompanySearchStats: { keyFields: false, merge: true },
  StageCount: { keyFields: false },
  // Admin views: one status of the mailbox and one of the extractor per deployment.
  EmailIngestionStatus: { keyFields: [] },
  InterviewExtractorStatus: { keyFields: [] },
  // A poll report only exists inside the status or a trigger answer; a newer one replaces it.
  EmailIngestionPoll: { keyFields: false },
  // A test analysis is not stored anywhere (the screen does not cache it either).
  InterviewEmailAnalysis: { keyFields: false },
};
