import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { isNotProvenError } from '../../company-identity/identity';
import { SEARCH_TEXT } from '../format';
import { CANDIDATE_DETAILS } from '../graphql/candidate-details.query';
import type { CandidateDetails } from '../types';

export type DetailEntry = { status: 'loading' } | { status: 'error'; message: string; notProven: boolean } | { status: 'ready'; data: CandidateDetails };

/**
 * The open candidate's details: loaded once per page visit from the cache (the detail modal
 * reopens from the summary modal without a new request); a failed load is not cached, so it is
 * tried again the next time the modal opens. An unlock updates the cached candidate, so the
 * modal shows the revealed fields at once.
 */
export function useCandidateDetails(candidateId: string | null): { entry: DetailEntry | undefined; retry: () => void } {
  const { data, error, loading, refetch } = useQuery(CANDIDATE_DETAILS, {
    variables: { candidateId: candidateId ?? '' },
    skip: !candidateId,
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => {
    if (error) console.error('Candidate details failed:', error);
  }, [error]);
  const retry = () => void refetch().catch(() => undefined);
  if (!candidateId) return { entry: undefined, retry };
  if (loading) return { entry: { status: 'loading' }, retry };
  if (data) return { entry: { status: 'ready', data: data.candidateDetails }, retry };
  if (error)
    return {
      entry: { status: 'error', message: `${SEARCH_TEXT.detailFailed}${errorMessage(error, error.message)}`, notProven: isNotProvenError(error) },
      retry,
    };
  return { entry: undefined, retry };
}
