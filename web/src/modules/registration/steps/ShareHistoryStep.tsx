import { DemoVideo } from '../../marketing/components/DemoVideo';

const PRIVACY_POINTS = [
  {
    title: 'Your profile is anonymous',
    text: 'Companies see the company, date, position and stage of each interview. Never your name or contact details.',
  },
  {
    title: 'Hidden from the companies you know',
    text: "Your profile is hidden from companies you've interviewed with or worked for.",
  },
  {
    title: 'You are contacted only after an unlock',
    text: 'Your contact information is shared only if a company unlocks your profile; they then reach you by email.',
  },
  {
    title: 'Personal details stay out',
    text: 'We extract only the interview details from each email and redact names, email addresses and phone numbers.',
  },
];

/** Candidate step 6: why and how interview history is shared. */
export function ShareHistoryStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  return (
    <div className="wizard-step">
      <p className="wizard-step__intro">
        Interview emails (invitations, onsite schedules, offers) are proof of how far you got, and where. Upload them once and they become verified entries on
        your profile that companies can search.
      </p>
      <DemoVideo title="How interview emails become a verified profile" />
      <h2 className="form-section__title privacy-title">Your privacy, built in</h2>
      <ul className="privacy-list">
        {PRIVACY_POINTS.map((point) => (
          <li key={point.title} className="privacy-list__item">
            <span className="privacy-list__icon" aria-hidden="true">
              <svg viewBox="0 0 20 20" focusable="false">
                <path d="M10 2.5 4 5v4.5c0 3.9 2.6 6.9 6 8 3.4-1.1 6-4.1 6-8V5z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
                <path d="m7.3 10 2 2 3.6-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <div>
              <p className="privacy-list__title">{point.title}</p>
              <p className="privacy-list__text">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="wizard-actions">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          Back
        </button>
        <button type="button" className="btn btn--primary btn--lg" onClick={onNext}>
          Get Started
        </button>
      </div>
    </div>
  );
}
