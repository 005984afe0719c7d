/** The green badge atop an auth card that reports a success: a tick, or an envelope when a mail went out. */
export function AuthCardSuccessIcon({ symbol = 'tick' }: { symbol?: 'tick' | 'envelope' }) {
  return (
    <span className="auth-card__icon auth-card__icon--success" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        {symbol === 'tick' ? (
          <path d="M5 12.5 9.5 17 19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="3" y="5" width="18" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </>
        )}
      </svg>
    </span>
  );
}
