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

/** docs/product/screens.md#candidate-search: Company Name, Interview Stage (All Stages first), Skills, Unlock Status, Employer verified only (issue 27), Clear Filters. */
export function SearchFilters({ filters, stages, canClear, onChange, onClear }: SearchFiltersProps) {
  const stageOptions = filters.stage && !stages.includes(filters.stage) ? [...stages, filters.stage] : stages;
  return (
    <section className="cs-filters" aria-labelledby="cs-filters-title">
      <h2 id="cs-filters-title" className="visually-hidden">
        Filters
      </h2>
      <form className="cs-filters__grid" role="search" aria-label="Candidates" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="cs-company" className="field__label">
            Company Name
          </label>
          <input
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
        </div>
      </form>
    </section>
  );
}
