import type { TypePolicies } from '@apollo/client';

/**
 * Cache identity and merge rules for the types the company's screens show (search rows, unlocked
 * candidates, the wallet, the subscription, admin views). An unlock then updates the row, the
 * balance and the dashboard at once.
 */
export const companyTypePolicies: TypePolicies = {
  // Admin views: one status of the mailbox and one of the extractor per deployment.
  EmailIngestionStatus: { keyFields: [] },
  InterviewExtractorStatus: { keyFields: [] },
  // A poll report only exists inside the status or a trigger answer; a newer one replaces it.
  EmailIngestionPoll: { keyFields: false },
  // A test analysis is not stored anywhere (the screen does not cache it either).
  InterviewEmailAnalysis: { keyFields: false },
};
