import { Link } from 'react-router-dom';
import type { UserType } from '../../../app/session';

const ROLES: { type: UserType; title: string; text: string; points: string[] }[] = [
  {
    type: 'candidate',
    title: 'Candidate',
    text: 'Turn your interview history into an anonymous, verified profile that companies can find.',
    points: ['Free for candidates', 'Hidden from your current and past employers'],
  },
  {
    type: 'company',
    title: 'Company',
    text: 'Search candidates with a proven interview record and unlock the ones you want to meet.',
    points: ['Browse candidates for free', 'Pay only to unlock contact details'],
  },
];

/** Step 1: choose the account type. */
export function RoleStep({ selected, onChoose }: { selected: UserType | null; onChoose: (type: UserType) => void }) {
  return (
    <div className="wizard-step">
      <div className="choice-grid" role="group" aria-label="Account type">
        {ROLES.map((role) => (
          <button
            key={role.type}
            type="button"
            className={`choice-card${selected === role.type ? ' is-selected' : ''}`}
            aria-pressed={selected === role.type}
            onClick={() => onChoose(role.type)}
          >
            <span className={`choice-card__icon choice-card__icon--${role.type}`} aria-hidden="true">
              {role.type === 'candidate' ? <PersonIcon /> : <BuildingIcon />}
            </span>
            <span className="choice-card__title">I'm a {role.title.toLowerCase()}</span>
            <span className="choice-card__text">{role.text}</span>
            <span className="choice-card__points">
              {role.points.map((point) => (
                <span key={point}>{point}</span>
              ))}
            </span>
          </button>
        ))}
      </div>
      <div className="wizard-actions">
        <Link to="/" className="btn btn--ghost">
          Back to home
        </Link>
      </div>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4 20c1.4-3.6 4.3-5.5 8-5.5s6.6 1.9 8 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function BuildingIcon() {
  return (
    <svg viewBox="0 0 24 24" focusable="false">
      <rect x="4" y="3" width="11" height="18" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M15 9h4a1 1 0 0 1 1 1v11h-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M7.5 7h4M7.5 11h4M7.5 15h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
