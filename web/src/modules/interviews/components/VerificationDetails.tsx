import type { Interview } from '../history';
import { confidenceText, verificationRows } from '../verification';

/** Verification details of one interview: the status, the issues, and the legacy confidence and tests. */
export function VerificationDetails({ interview }: { interview: Interview }) {
  const details = interview.verificationDetails;
  const hasIssues = details.hasIssues;
  const issues = details.issuesList;
  const rows = verificationRows(interview.verificationTests);
  const confidence = confidenceText(interview.overallConfidence);

  return (
    <details className={`verification${hasIssues ? ' verification--issues' : ''}`}>
      <summary className="verification__summary">
        <span className="verification__icon" aria-hidden="true">
          {hasIssues ? (
            <svg viewBox="0 0 20 20" focusable="false">
              <path d="M10 2.5 1.8 17h16.4L10 2.5Z" fill="currentColor" opacity="0.15" />
              <path
                d="M10 2.5 1.8 17h16.4L10 2.5ZM10 8v4M10 14.5v.01"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          ) : (
            <svg viewBox="0 0 20 20" focusable="false">
              <path d="M10 1.8 3 4.6v5c0 4.1 3 7.3 7 8.6 4-1.3 7-4.5 7-8.6v-5l-7-2.8Z" fill="currentColor" opacity="0.15" />
              <path d="m6.8 10 2.2 2.2 4.3-4.4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
        </span>
        <span className="verification__status">{hasIssues ? `Verification issues${issues.length > 0 ? ` (${issues.length})` : ''}` : 'Verified'}</span>
        <span className="verification__toggle">Verification details</span>
      </summary>
      <div className="verification__body">
        {details.statusDescription && <p className="verification__description">{details.statusDescription}</p>}
        {issues.length > 0 && (
          <ul className="issue-list" aria-label="Verification issues">
            {issues.map((issue, index) => (
              <li key={index} className="issue-list__item">
                <strong>{issue.title}</strong>
                {issue.description && <span> {issue.description}</span>}
              </li>
            ))}
          </ul>
        )}
        {hasIssues && <p className="verification__note">Emails with verification issues stay private: companies never see them.</p>}
        {(rows.length > 0 || confidence) && (
          <div className="verification__checks">
            {confidence && <p className="verification__confidence">{confidence}</p>}
            {rows.length > 0 && (
              <dl className="checks">
                {rows.map((row) => (
                  <div key={row.key} className="checks__row">
                    <dt>{row.label}</dt>
                    <dd className={`checks__result checks__result--${row.result}`}>{row.text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        )}
      </div>
    </details>
  );
}
