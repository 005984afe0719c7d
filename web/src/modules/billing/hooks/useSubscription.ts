import { useCallback, useEffect, useState } from 'react';
import { useMountedRef } from '../../ui/hooks';
import { fetchSubscription, type Subscription } from '../billing.api';

/** The company's subscription for one page; a failed load is only logged (null = unknown). */
export function useSubscription() {
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const mounted = useMountedRef();

  const reload = useCallback(async (): Promise<Subscription | null> => {
    try {
      const next = await fetchSubscription();
      if (mounted.current) setSubscription(next);
      return next;
    } catch (error) {
      console.error('Failed to load the subscription:', error instanceof Error ? error.message : error);
      return null;
    }
  }, [mounted]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { subscription, setSubscription, reload };
}
