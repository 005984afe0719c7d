import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { IDENTITY_TEXT, WORK_ADDRESS_LINK } from '../identity';
import '../company-identity.css';

interface UnprovenCompanyProps {
  /** Focus the heading when shown (a screen whose content it replaces). */
  focus?: boolean;
  /** A smaller heading level inside a dialog or a page section. */
  headingLevel?: 2 | 3;
}

/**
 * What an unproven company sees instead of candidates, details or stats (issue 27): why, in the
 * contracts' words, and the way to the work-address section of the Company Profile. No unlock is offered.
 */
export function UnprovenCompany({ focus = false, headingLevel = 2 }: UnprovenCompanyProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="ci-unproven" aria-labelledby={titleId} data-testid="company-not-proven">
      <span className="ci-unproven__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
          <path d="M12 8v5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="12" cy="16" r="1" fill="currentColor" />
        </svg>
      </span>
      <div className="ci-unproven__body">
        <Heading id={titleId} className="ci-unproven__title" ref={heading} tabIndex={-1}>
          {IDENTITY_TEXT.notProvenTitle}
        </Heading>
        <p className="ci-unproven__text">{IDENTITY_TEXT.notProven}</p>
        <Link to={WORK_ADDRESS_LINK} className="btn btn--primary ci-unproven__action">
          {IDENTITY_TEXT.verifyButton}
        </Link>
      </div>
    </section>
  );
}
