import { useCallback, useRef, useState } from 'react';
import { SEARCH_TEXT } from '../format';
import { fetchCandidateDetails } from '../search.api';
import { mergeRevealed } from '../state';
import type { CandidateDetails, SearchCandidate } from '../types';

export type DetailEntry = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: CandidateDetails };

/**
 * Candidate details by id, loaded once per page visit (the detail modal reopens from the
 * summary modal without a new request); a failed load is tried again the next time it opens.
 */
export function useCandidateDetails() {
  const [entries, setEntries] = useState<Record<string, DetailEntry>>({});
  const inFlight = useRef(new Set<string>());
  const loaded = useRef(new Set<string>());
  /** Unlocks that happened while the details were on their way. */
  const revealedMeanwhile = useRef(new Map<string, SearchCandidate | null>());

  const load = useCallback((candidateId: string) => {
    if (inFlight.current.has(candidateId) || loaded.current.has(candidateId)) return;
    inFlight.current.add(candidateId);
    setEntries((current) => ({ ...current, [candidateId]: { status: 'loading' } }));
    fetchCandidateDetails(candidateId)
      .then((data) => {
        loaded.current.add(candidateId);
        const meanwhile = revealedMeanwhile.current;
        const ready = meanwhile.has(candidateId) ? { ...data, candidate: mergeRevealed(data.candidate, meanwhile.get(candidateId) ?? null) } : data;
        meanwhile.delete(candidateId);
        setEntries((current) => ({ ...current, [candidateId]: { status: 'ready', data: ready } }));
      })
      .catch((failure: unknown) => {
        console.error('Candidate details failed:', failure);
        const text = failure instanceof Error && failure.message ? failure.message : String(failure);
        setEntries((current) => ({ ...current, [candidateId]: { status: 'error', message: `${SEARCH_TEXT.detailFailed}${text}` } }));
      })
      .finally(() => inFlight.current.delete(candidateId));
  }, []);

  /** An unlock: the loaded details take the revealed fields too. */
  const reveal = useCallback((candidateId: string, revealed: SearchCandidate | null) => {
    if (inFlight.current.has(candidateId)) revealedMeanwhile.current.set(candidateId, revealed);
    setEntries((current) => {
      const entry = current[candidateId];
      if (entry?.status !== 'ready') return current;
      const candidate = mergeRevealed(entry.data.candidate, revealed);
      return { ...current, [candidateId]: { status: 'ready', data: { ...entry.data, candidate } } };
    });
  }, []);

  return { entries, load, reveal };
}
