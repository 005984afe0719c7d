import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { failure, success, type NoticeState } from '../../billing/components/Notice';
import { writeBalance } from '../../tokens/balance-cache';
import { useMountedRef } from '../../ui/hooks';
import { SEARCH_TEXT } from '../format';
import { UNLOCK_CANDIDATE } from '../graphql/unlock-candidate.mutation';
import { isInsufficientTokens } from '../state';

interface UseUnlockOptions {
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
 * Unlock (docs/product/rules.md#states-and-transitions, docs/product/rules.md#errors): 10 tokens. The answer's candidate replaces the cached one (row and
 * detail modal) and its balance the cached balance (every screen showing it); 'Candidate unlocked
 * successfully!' is shown. A failure shows the server's error, else 'Failed to unlock candidate'.
 */
export function useUnlock({ onInsufficient, onOutcome }: UseUnlockOptions) {
  const [unlocking, setUnlocking] = useState<ReadonlySet<string>>(() => new Set());
  const running = useRef(new Set<string>());
  const mounted = useMountedRef();
  const [unlockCandidate] = useMutation(UNLOCK_CANDIDATE, {
    update: (cache, { data }) => {
      if (data) writeBalance(cache, data.unlockCandidate.tokens);
    },
  });

  const unlock = useCallback(
    async (candidateId: string) => {
      if (running.current.has(candidateId)) return;
      running.current.add(candidateId);
      setUnlocking(new Set(running.current));
      try {
        const { data } = await unlockCandidate({ variables: { candidateId } });
        if (!mounted.current) return;
        // The server's text: unlocked now, or unlocked already.
        onOutcome({ candidateId, notice: success(data?.unlockCandidate.message || SEARCH_TEXT.unlocked) });
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
    [mounted, onInsufficient, onOutcome, unlockCandidate],
  );

  return { unlock, unlocking };
}
