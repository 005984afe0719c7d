import type { CandidateDashboardQuery } from '../../../generated/graphql';

type Interest = CandidateDashboardQuery['companyInterest'][number];

/** The newest shown on the dashboard. */
export const SHOWN_INTEREST = 5;

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Who unlocked the candidate (issue 32), newest first: the company's name and proven domain at the
 * unlock, as the email told them. Companies see the candidate's contact details from then on.
 */
export function CompanyInterestList({ entries }: { entries: Interest[] }) {
  const shown = entries.slice(0, SHOWN_INTEREST);
  return (
    <section className="dash-card interest" aria-labelledby="interest-title">
      <h2 id="interest-title" className="dash-card__title">
        Who unlocked you
      </h2>
      {shown.length === 0 ? (
        <p className="dash-card__lead">
          No company has unlocked your profile yet. Companies search verified interview histories anonymously and unlock the people they want to meet; you get
          an email when one does.
        </p>
      ) : (
        <>
          <p className="dash-card__lead">These companies unlocked your profile: they can see your name and contact details.</p>
          <ul className="interest__list">
            {shown.map((entry, index) => (
              <li key={`${entry.unlockedAt}-${index}`} className="interest__item">
                <span className="interest__name">
                  {entry.companyName ?? 'A company'}
                  {entry.companyDomain && <span className="interest__domain"> ({entry.companyDomain})</span>}
                </span>
                <time dateTime={entry.unlockedAt}>{when(entry.unlockedAt)}</time>
              </li>
            ))}
          </ul>
          {entries.length > shown.length && <p className="interest__more">and {entries.length - shown.length} more</p>}
        </>
      )}
    </section>
  );
}
