import { UNLOCK_COST_TOKENS } from '@hiring/contracts/vocabulary';
import { Spinner } from '../../ui/components/Spinner';
import { SEARCH_TEXT } from '../format';

interface UnlockButtonProps {
  /** The token balance; null while unknown (the server then decides). */
  balance: number | null;
  busy: boolean;
  onUnlock: () => void;
  /** Whose unlock this is, for screen readers ('Unlock (10 tokens), candidate 3'). */
  describedBy?: string;
  size?: 'sm' | 'md';
}

/** 'Unlock (10 tokens)'; under 10 tokens it reads 'Insufficient tokens' and is disabled (docs/product/screens.md#candidate-search, docs/product/rules.md#validation). */
export function UnlockButton({ balance, busy, onUnlock, describedBy, size = 'sm' }: UnlockButtonProps) {
  const insufficient = balance !== null && balance < UNLOCK_COST_TOKENS;
  return (
    <button
      type="button"
      // Quiet in the rows (issue 32: twenty primary buttons, or twenty "Insufficient tokens", drowned the page); primary in the details.
      className={`btn ${size === 'sm' ? 'btn--secondary btn--sm' : 'btn--primary'} cs-unlock${insufficient ? ' cs-unlock--insufficient' : ''}`}
      disabled={insufficient || busy}
      title={insufficient ? SEARCH_TEXT.insufficient : undefined}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      onClick={onUnlock}
    >
      {busy ? (
        <>
          <Spinner /> Unlocking...
        </>
      ) : insufficient ? (
        SEARCH_TEXT.insufficient
      ) : (
        <>
          <svg className="btn__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <rect x="3" y="7" width="10" height="7" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M5.5 7V5a2.5 2.5 0 0 1 4.8-1" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          {SEARCH_TEXT.unlock}
        </>
      )}
    </button>
  );
}
