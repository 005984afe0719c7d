import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '../../../app/api';
import { failure, success, type NoticeState } from '../../billing/components/Notice';
import { useMountedRef } from '../../ui/hooks';
import { SEARCH_TEXT } from '../format';
import { unlockCandidate } from '../search.api';
import { balanceAfterUnlock, isInsufficientTokens } from '../state';
import type { SearchCandidate } from '../types';

interface UseUnlockOptions {
  setTokens: Dispatch<SetStateAction<number | null>>;
  /** The row and the open detail modal take the revealed fields. */
  onRevealed: (candidateId: string, revealed: SearchCandidate | null) => void;
  /** The server said the balance is too low: the page reloads it and offers tokens. */
  onInsufficient: () => void;
  /** The success or failure text to show. */
  onOutcome: (outcome: UnlockOutcome) => void;
}

export interface UnlockOutcome {
  candidateId: string;
  notice: NoticeState;
}

/**
 * Unlock (profiles spec 4, 8): 10 tokens; on success the balance comes from the answer (else
 * drops by 10), the candidate's revealed fields are merged and 'Candidate unlocked successfully!'
 * is shown; a failure shows the server's error, else 'Failed to unlock candidate'.
 */
export function useUnlock({ setTokens, onRevealed, onInsufficient, onOutcome }: UseUnlockOptions) {
  const [unlocking, setUnlocking] = useState<ReadonlySet<string>>(() => new Set());
  const running = useRef(new Set<string>());
  const mounted = useMountedRef();

  const unlock = useCallback(
    async (candidateId: string) => {
      if (running.current.has(candidateId)) return;
      running.current.add(candidateId);
      setUnlocking(new Set(running.current));
      try {
        const answer = await unlockCandidate(candidateId);
        if (!mounted.current) return;
        setTokens((before) => balanceAfterUnlock(before, answer.tokens, answer.already_unlocked));
        onRevealed(candidateId, answer.candidate);
        onOutcome({ candidateId, notice: success(answer.message ?? SEARCH_TEXT.unlocked) });
      } catch (error) {
        console.error('Unlock failed:', error instanceof Error ? error.message : error);
        if (!mounted.current) return;
        const text = errorMessage(error, SEARCH_TEXT.unlockFailed);
        onOutcome({ candidateId, notice: failure(text) });
        if (isInsufficientTokens(text)) onInsufficient();
      } finally {
        running.current.delete(candidateId);
        if (mounted.current) setUnlocking(new Set(running.current));
      }
    },
    [mounted, onInsufficient, onOutcome, onRevealed, setTokens],
  );

  return { unlock, unlocking };
}
