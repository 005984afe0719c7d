import { MonthYearSelect } from '../../ui/components/MonthYearSelect';
import { useRef } from 'react';
import { FieldError, invalidProps, type FieldErrors } from './FieldError';
import { emptyWorkExperience, MAX_WORK_EXPERIENCES, yearChoices, type WorkExperience } from '../draft';

interface WorkExperienceEditorProps {
  entries: WorkExperience[];
  onChange: (entries: WorkExperience[]) => void;
  /** The career step's field errors (the first entry's company carries 'add a work experience'). */
  errors?: FieldErrors;
}

/** Up to 10 entries; the only remaining one cannot be removed (docs/product/rules.md#validation). */
export function WorkExperienceEditor({ entries, onChange, errors = {} }: WorkExperienceEditorProps) {
  const years = yearChoices();
  const canAdd = entries.length < MAX_WORK_EXPERIENCES;
  const addButton = useRef<HTMLButtonElement>(null);

  function update(id: string, patch: Partial<WorkExperience>) {
    onChange(entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }

  function remove(id: string) {
    if (entries.length <= 1) return;
    onChange(entries.filter((entry) => entry.id !== id));
    // the focused Remove button disappears: keep keyboard users in the list
    requestAnimationFrame(() => addButton.current?.focus());
  }

  return (
    <div className="experience-list">
      {entries.map((entry, index) => {
        const n = index + 1;
        const prefix = `experience-${entry.id}`;
        return (
          <fieldset key={entry.id} className="experience-card">
            <legend className="experience-card__legend">Experience {n}</legend>
            {entries.length > 1 && (
              <button
                type="button"
                className="experience-card__remove btn btn--ghost btn--sm"
                onClick={() => remove(entry.id)}
                aria-label={`Remove experience ${n}`}
              >
                Remove
              </button>
            )}
            <div className="experience-card__body">
              <div className="form-grid form-grid--2">
                <div className="field">
                  <label className="field__label" htmlFor={`${prefix}-company`}>
                    Company
                  </label>
                  <input
                    id={`${prefix}-company`}
                    {...invalidProps(`${prefix}-company`, errors[`${prefix}-company`], false)}
                    className="input"
                    autoComplete="organization"
                    value={entry.company}
                    onChange={(event) => update(entry.id, { company: event.target.value })}
                  />
                  <FieldError id={`${prefix}-company`} error={errors[`${prefix}-company`]} />
                </div>
                <div className="field">
                  <label className="field__label" htmlFor={`${prefix}-title`}>
                    Job title
                  </label>
                  <input
                    id={`${prefix}-title`}
                    className="input"
                    autoComplete="organization-title"
                    value={entry.jobTitle}
                    onChange={(event) => update(entry.id, { jobTitle: event.target.value })}
                  />
                </div>
              </div>
              <div className="form-grid form-grid--dates">
                <MonthYearSelect
                  className="month-year"
                  legend="Start date"
                  prefix={`${prefix}-start`}
                  month={entry.startMonth}
                  year={entry.startYear}
                  years={years}
                  onChange={(month, year) => update(entry.id, { startMonth: month, startYear: year })}
                />
                <MonthYearSelect
                  className="month-year"
                  legend="End date"
                  prefix={`${prefix}-end`}
                  month={entry.endMonth}
                  year={entry.endYear}
                  years={years}
                  disabled={entry.isCurrent}
                  onChange={(month, year) => update(entry.id, { endMonth: month, endYear: year })}
                />
              </div>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={entry.isCurrent}
                  onChange={(event) => update(entry.id, event.target.checked ? { isCurrent: true, endMonth: '', endYear: '' } : { isCurrent: false })}
                />
                <span>This is my current role</span>
              </label>
            </div>
          </fieldset>
        );
      })}
      <div className="experience-list__footer">
        <button ref={addButton} type="button" className="btn btn--secondary" disabled={!canAdd} onClick={() => onChange([...entries, emptyWorkExperience()])}>
          + Add another experience
        </button>
        <span className="field__hint">
          {canAdd ? `${entries.length} of ${MAX_WORK_EXPERIENCES}` : `You can add up to ${MAX_WORK_EXPERIENCES} work experiences.`}
        </span>
      </div>
    </div>
  );
}
