import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { COMPANY_TOKENS } from '../graphql/company-tokens.query';

/**
 * The company's token balance: the cached one at once, then the server's (each page load asks, as
 * the balance also moves by monthly grants). A failed load is only logged (docs/product/rules.md#errors).
 */
export function useTokenBalance() {
  const { data, error, refetch } = useQuery(COMPANY_TOKENS, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error('Failed to load the token balance:', error.message);
  }, [error]);
  // settled: the first answer (or failure) is in.
  return { tokens: data?.companyTokens.tokens ?? null, settled: data !== undefined || error !== undefined, reload: refetch };
}
