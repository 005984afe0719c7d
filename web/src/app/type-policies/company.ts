import type { StoreObject, TypePolicies } from '@apollo/client';

/** Nothing worth keeping: null, blank text, an empty list. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Profiles docs/product/rules.md#states-and-transitions: when an unlock reveals a candidate, the row and the open detail modal
 * take the revealed fields but keep what they showed where the answer's value is empty. Any other
 * write of a candidate (a new search, the details) replaces its fields as usual.
 */
export function mergeSearchCandidate(existing: StoreObject | undefined, incoming: StoreObject): StoreObject {
  if (!existing) return incoming;
  const revealing = existing['isUnlocked'] === false && incoming['isUnlocked'] === true;
  if (!revealing) return { ...existing, ...incoming };
  return { ...existing, ...Object.fromEntries(Object.entries(incoming).filter(([, value]) => !isEmpty(value))) };
}

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
  // Search rows, the detail modal and an unlock's answer share one cached candidate (by id).
  SearchCandidate: { merge: mergeSearchCandidate },
  SearchEducation: { keyFields: false },
  SearchWorkExperience: { keyFields: false },
  CandidateInterviewStats: { keyFields: false },
  InterviewEvidence: { keyFields: false },
  CandidateDetails: { keyFields: false },
  SearchPagination: { keyFields: false },
  UnlockResult: { keyFields: false },
  // Admin views: one status of the mailbox and one of the extractor per deployment.
  EmailIngestionStatus: { keyFields: [] },
  InterviewExtractorStatus: { keyFields: [] },
  // A poll report only exists inside the status or a trigger answer; a newer one replaces it.
  EmailIngestionPoll: { keyFields: false },
  // A test analysis is not stored anywhere (the screen does not cache it either).
  InterviewEmailAnalysis: { keyFields: false },
};
