import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { COMPANY_SUBSCRIPTION } from '../graphql/company-subscription.query';

/** The company's subscription (null = unknown); a failed load is only logged. */
export function useSubscription() {
  const { data, error } = useQuery(COMPANY_SUBSCRIPTION, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error('Failed to load the subscription:', error.message);
  }, [error]);
  // settled: the first answer (or failure) is in.
  return { subscription: data?.mySubscription ?? null, settled: data !== undefined || error !== undefined };
}
