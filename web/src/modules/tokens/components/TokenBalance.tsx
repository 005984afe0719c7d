import { tokensText } from '../tokens';
import '../tokens.css';

/** The balance as a pill: '120 tokens' ('… tokens' while unknown). */
export function TokenBalance({ tokens, label = 'Token balance' }: { tokens: number | null; label?: string }) {
  return (
    <p className="token-pill" data-testid="token-balance">
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M10 5.8v8.4M12.4 7.6c-.5-.7-1.3-1-2.4-1-1.3 0-2.2.6-2.2 1.6 0 2.3 4.6 1.2 4.6 3.6 0 1-.9 1.7-2.4 1.7-1.1 0-2-.4-2.5-1.1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{label}: </span>
      {tokens === null ? '… tokens' : tokensText(tokens)}
    </p>
  );
}
