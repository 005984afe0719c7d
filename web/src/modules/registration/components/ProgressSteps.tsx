import type { UserType } from '../../../app/session';

export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

interface ProgressCircle {
  label: string;
  steps: WizardStep[];
}

/**
 * docs/product/screens.md#routes: 6 circles for candidates (role and method share the first),
 * 4 for companies (companies have no step 2 nor steps 6-7).
 */
export const PROGRESS_CIRCLES: Record<UserType, ProgressCircle[]> = {
  candidate: [
    { label: 'Get started', steps: [1, 2] },
    { label: 'Account', steps: [3] },
    { label: 'Verify email', steps: [4] },
    { label: 'Career', steps: [5] },
    { label: 'Interview history', steps: [6] },
    { label: 'Upload emails', steps: [7] },
  ],
  company: [
    { label: 'Role', steps: [1] },
    { label: 'Account', steps: [3] },
    { label: 'Verify email', steps: [4] },
    { label: 'Company', steps: [5] },
  ],
};

export function ProgressSteps({ userType, step }: { userType: UserType; step: WizardStep }) {
  const circles = PROGRESS_CIRCLES[userType];
  const currentIndex = circles.findIndex((circle) => circle.steps.includes(step));
  return (
    <nav className="wizard-progress" aria-label="Registration progress">
      <ol className="wizard-progress__list">
        {circles.map((circle, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={circle.label} className={`wizard-progress__item is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="wizard-progress__circle" aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 16 16" focusable="false">
                    <path d="M3.5 8.5 6.5 11.5 12.5 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  index + 1
                )}
              </span>
              <span className="wizard-progress__label">
                <span className="visually-hidden">
                  Step {index + 1} of {circles.length}:{' '}
                </span>
                {circle.label}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
