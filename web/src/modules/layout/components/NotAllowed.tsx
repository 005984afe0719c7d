import { Link } from 'react-router-dom';

export interface NotAllowedProps {
  /** What the page is and who it is for, e.g. 'Candidate search is for companies only.' */
  lead: string;
  /** Why this account is refused, e.g. 'Your account (ada@example.com) is a candidate account.' */
  reason: string;
  /** What the user can do about it. */
  note: string;
}

/**
 * What a signed-in user sees on a page their account may not use: a calm explanation and the way
 * back, instead of a page that half works and then refuses every action.
 */
export function NotAllowed({ lead, reason, note }: NotAllowedProps) {
  return (
    <section className="not-allowed" aria-labelledby="page-title">
      <div className="not-allowed__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </div>
      <h1 id="page-title" className="page-title">
        Not allowed
      </h1>
      <p className="page-lead">
        {lead} {reason}
      </p>
      <p className="not-allowed__note">{note}</p>
      <Link to="/dashboard" className="btn btn--primary">
        Back to dashboard
      </Link>
    </section>
  );
}
