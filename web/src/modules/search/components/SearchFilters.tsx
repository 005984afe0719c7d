import { useEffect, useRef, useState } from 'react';
import type { Filters } from '../hooks/useCandidateSearch';
import type { UnlockFilter } from '../types';

interface SearchFiltersProps {
  filters: Filters;
  stages: readonly string[];
  canClear: boolean;
  onChange: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
  onClear: () => void;
}

const UNLOCK_OPTIONS: { value: UnlockFilter; label: string }[] = [
  { value: 'all', label: 'All Candidates' },
  { value: 'unlocked', label: 'Unlocked Only' },
  { value: 'locked', label: 'Locked Only' },
];

/** How many filters are set, for the phone's one-row bar. */
export function activeFilterCount(filters: Filters): number {
  return [filters.companyName.trim(), filters.stage, filters.skills.trim(), filters.employerVerifiedOnly, filters.unlock !== 'all'].filter(Boolean).length;
}

/**
 * docs/product/screens.md#candidate-search: Company Name, Interview Stage (All Stages first), Skills, Unlock Status, Employer verified only (issue 27), Clear Filters.
 * On a phone (issue 32) they fold into one row, `Filters`, that opens them as a sheet from the
 * bottom of the screen; the results update behind it as on a wide screen.
 */
export function SearchFilters({ filters, stages, canClear, onChange, onClear }: SearchFiltersProps) {
  const stageOptions = filters.stage && !stages.includes(filters.stage) ? [...stages, filters.stage] : stages;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) first.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const active = activeFilterCount(filters);
  return (
    <section className={`cs-filters${open ? ' is-open' : ''}`} aria-labelledby="cs-filters-title">
      <h2 id="cs-filters-title" className="visually-hidden">
        Filters
      </h2>
      <div className="cs-filters__bar">
        <button
          ref={toggle}
          type="button"
          className="btn btn--secondary cs-filters__toggle"
          aria-expanded={open}
          aria-controls="cs-filters-form"
          onClick={() => setOpen(true)}
        >
          <svg className="btn__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M3 5h14M6 10h8M8.5 15h3" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
          </svg>
          Filters{active > 0 ? ` (${active})` : ''}
        </button>
        {canClear && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      {open && <div className="cs-filters__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <form
        id="cs-filters-form"
        className="cs-filters__grid"
        role="search"
        aria-label="Candidates"
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
      >
        <div className="field">
          <label htmlFor="cs-company" className="field__label">
            Company Name
          </label>
          <input
            ref={first}
            id="cs-company"
            className="input"
            type="search"
            autoComplete="off"
            placeholder="e.g. Stripe"
            value={filters.companyName}
            onChange={(event) => onChange('companyName', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="cs-stage" className="field__label">
            Interview Stage
          </label>
          <select id="cs-stage" className="select" value={filters.stage} onChange={(event) => onChange('stage', event.target.value)}>
            <option value="">All Stages</option>
            {stageOptions.map((stage) => (
              <option key={stage} value={stage}>
                {stage}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cs-skills" className="field__label">
            Skills
          </label>
          <input
            id="cs-skills"
            className="input"
            type="search"
            autoComplete="off"
            placeholder="e.g. React, Python"
            aria-describedby="cs-skills-hint"
            value={filters.skills}
            onChange={(event) => onChange('skills', event.target.value)}
          />
          <p id="cs-skills-hint" className="visually-hidden">
            Separate several skills with commas
          </p>
        </div>
        <div className="field">
          <label htmlFor="cs-unlock" className="field__label">
            Unlock Status
          </label>
          <select id="cs-unlock" className="select" value={filters.unlock} onChange={(event) => onChange('unlock', event.target.value as UnlockFilter)}>
            {UNLOCK_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field cs-filters__verified">
          <label htmlFor="cs-verified" className="checkbox cs-filters__check">
            <input
              id="cs-verified"
              type="checkbox"
              aria-describedby="cs-verified-hint"
              checked={filters.employerVerifiedOnly}
              onChange={(event) => onChange('employerVerifiedOnly', event.target.checked)}
            />
            <span>Employer verified only</span>
          </label>
          <p id="cs-verified-hint" className="visually-hidden">
            Only candidates with at least one interview signed by a domain or hiring-system account proven to belong to the employer
          </p>
        </div>
        <div className="cs-filters__actions">
          <button type="button" className="btn btn--secondary" onClick={onClear} disabled={!canClear}>
            Clear Filters
          </button>
          <button type="button" className="btn btn--primary cs-filters__done" onClick={() => setOpen(false)}>
            Show results
          </button>
        </div>
      </form>
    </section>
  );
}
