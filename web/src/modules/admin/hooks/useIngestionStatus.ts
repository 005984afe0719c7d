import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../app/api';
import { useMountedRef } from '../../ui/hooks';
import { ADMIN_TEXT, fetchIngestionStatus, type IngestionStatus } from '../admin.api';

export interface IngestionStatusState {
  status: IngestionStatus | null;
  loading: boolean;
  /** The load failed: the server's text, else the screen's. */
  error: string | null;
  /** The server said this account is not an admin (403). */
  forbidden: boolean;
  reload: () => Promise<void>;
}

/** The admin status (GET /api/admin/email-ingestion/status), loaded on mount and on demand. */
export function useIngestionStatus(enabled: boolean): IngestionStatusState {
  const [status, setStatus] = useState<IngestionStatus | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const mounted = useMountedRef();

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const next = await fetchIngestionStatus();
      if (!mounted.current) return;
      setStatus(next);
      setError(null);
    } catch (failure) {
      if (!mounted.current) return;
      if (failure instanceof ApiError && failure.status === 403) setForbidden(true);
      else {
        console.error('Failed to load the email ingestion status:', failure instanceof Error ? failure.message : failure);
        setError(errorMessage(failure, ADMIN_TEXT.statusFailed));
      }
    } finally {
      if (mounted.current) setLoading(false);
    }
  }, [mounted]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { status, loading, error, forbidden, reload };
}
