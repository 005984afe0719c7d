import type { TypePolicies } from '@apollo/client';

/** A value object without an id: kept inside its parent, and a newer answer merges into it. */
const valueObject = { keyFields: false as const, merge: true };

/**
 * Cache identity and merge rules for the types the candidate's screens show (profile, interviews,
 * rankings, referrals). A mutation that answers with the changed object then updates every screen
 * showing it, without a refetch.
 */
export const candidateTypePolicies: TypePolicies = {
  // CandidateProfile, VerifiedEmail, Referral and Interview are identified by their `id`.
  // Lists of id-less entries: a newer answer's list replaces the older one as a whole.
  CandidateProfile: { fields: { workExperiences: { merge: false } } },
  // One interview process per company group.
  CompanyInterviews: { keyFields: ['processId'] },
  InterviewHistory: valueObject,
  VerificationDetails: { ...valueObject, fields: { issuesList: { merge: false } } },
  VerificationIssue: { keyFields: false },
  RankingStats: valueObject,
  Ranking: valueObject,
  ReferralList: valueObject,
  VerifiedEmailList: valueObject,
  CandidateEducation: valueObject,
  WorkExperience: { keyFields: false },
};
