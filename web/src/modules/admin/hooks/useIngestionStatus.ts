import { useQuery } from '@apollo/client/react';
import { errorMessage, graphqlErrorCode } from '../../../app/error-message';
import { ADMIN_TEXT, type IngestionStatus } from '../admin';
import { EMAIL_INGESTION_STATUS } from '../graphql/email-ingestion-status.query';

export interface IngestionStatusState {
  status: IngestionStatus | null;
  loading: boolean;
  /** The load failed: the server's text, else the screen's. */
  error: string | null;
  /** The server said this account is not an admin (FORBIDDEN). */
  forbidden: boolean;
  reload: () => Promise<void>;
}

/** The admin status, loaded on mount (from the server each time the page opens) and on demand. */
export function useIngestionStatus(enabled: boolean): IngestionStatusState {
  const { data, previousData, loading, error, refetch } = useQuery(EMAIL_INGESTION_STATUS, {
    skip: !enabled,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const forbidden = graphqlErrorCode(error) === 'FORBIDDEN';
  return {
    // A failed reload keeps showing the last status (with the error under it).
    status: data ?? previousData ?? null,
    loading,
    error: error && !forbidden ? errorMessage(error, ADMIN_TEXT.statusFailed) : null,
    forbidden,
    reload: async () => {
      // A failed refetch shows through `error`; the rejection itself carries nothing more.
      await refetch().catch((failure: unknown) =>
        console.error('Failed to load the email ingestion status:', failure instanceof Error ? failure.message : failure),
      );
    },
  };
}
