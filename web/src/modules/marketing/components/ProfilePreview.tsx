/** Illustration for the hero: what a company sees before unlocking (sample data). */
const SAMPLE_INTERVIEWS = [
  { company: 'Northwind Analytics', role: 'Senior Backend Engineer', stage: 'Offer', tone: 'success', date: 'Mar 2025' },
  { company: 'Helios Robotics', role: 'Staff Software Engineer', stage: 'Onsite', tone: 'info', date: 'Feb 2025' },
  { company: 'Bluebird Health', role: 'Backend Engineer II', stage: 'Onsite', tone: 'info', date: 'Jan 2025' },
  { company: 'Cobalt Payments', role: 'Senior Engineer, Platform', stage: 'Phone screen', tone: 'neutral', date: 'Dec 2024' },
] as const;

export function ProfilePreview() {
  return (
    <figure className="preview" aria-label="Example of an anonymous candidate profile as a company sees it">
      <div className="preview__card">
        <div className="preview__header">
          <span className="preview__avatar" aria-hidden="true">
            ?
          </span>
          <div>
            <p className="preview__name">Anonymous Candidate</p>
            <p className="preview__meta">Senior Backend Engineer · 7y exp</p>
          </div>
          <span className="badge badge--verified">
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3.5 8.5 6.5 11.5 12.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Verified
          </span>
        </div>
        <ul className="preview__list">
          {SAMPLE_INTERVIEWS.map((row) => (
            <li key={row.company} className="preview__row">
              <div>
                <p className="preview__company">{row.company}</p>
                <p className="preview__role">{row.role}</p>
              </div>
              <div className="preview__right">
                <span className={`stage stage--${row.tone}`}>{row.stage}</span>
                <span className="preview__date">{row.date}</span>
              </div>
            </li>
          ))}
        </ul>
        <div className="preview__footer">
          <span className="preview__locked">
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <rect x="3" y="7" width="10" height="7" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            Email hidden - unlock to view
          </span>
          <span className="preview__unlock" aria-hidden="true">
            Unlock (10 tokens)
          </span>
        </div>
      </div>
      <figcaption className="preview__caption">Sample profile. Names and contact details stay hidden until a company unlocks them.</figcaption>
    </figure>
  );
}
