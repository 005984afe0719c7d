import { useQuery } from '@apollo/client/react';
import { COMPANY_IDENTITY } from '../graphql/company-identity.query';
import { isNotProvenError } from '../identity';

export interface CompanyIdentityState {
  /** false: the company must verify a work address first; null: not known (yet, or the query failed). */
  proven: boolean | null;
  settled: boolean;
}

/**
 * Whether the signed-in company's identity is proven (profile.identityProven). A failure of this
 * query is not the page's failure: the page then goes on and the server's own refusal
 * (COMPANY_NOT_PROVEN) still shows the explanation.
 */
export function useCompanyIdentity(skip = false): CompanyIdentityState {
  const { data, error } = useQuery(COMPANY_IDENTITY, { fetchPolicy: 'cache-and-network', skip });
  if (isNotProvenError(error)) return { proven: false, settled: true };
  const proven = data?.myCompanyProfile ? data.myCompanyProfile.identityProven : null;
  return { proven, settled: data !== undefined || error !== undefined || skip };
}
