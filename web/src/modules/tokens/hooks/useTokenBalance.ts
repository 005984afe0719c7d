import { useCallback, useEffect, useState } from 'react';
import { useMountedRef } from '../../ui/hooks';
import { fetchTokenBalance } from '../tokens.api';

/**
 * The company's token balance for one page: loaded on mount, reloaded after a purchase, set
 * directly from an unlock or purchase answer. A failed load is only logged (profiles spec section 8).
 */
export function useTokenBalance(options: { load?: boolean } = {}) {
  const { load = true } = options;
  const [tokens, setTokens] = useState<number | null>(null);
  const mounted = useMountedRef();

  const reload = useCallback(async (): Promise<number | null> => {
    try {
      const balance = await fetchTokenBalance();
      if (mounted.current) setTokens(balance);
      return balance;
    } catch (error) {
      console.error('Failed to load the token balance:', error instanceof Error ? error.message : error);
      return null;
    }
  }, [mounted]);

  useEffect(() => {
    if (load) void reload();
  }, [load, reload]);

  return { tokens, setTokens, reload };
}
