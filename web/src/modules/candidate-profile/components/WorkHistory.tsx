import { MonthYearSelect } from '../../ui/components/MonthYearSelect';
import { useRef, useState } from 'react';
import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { yearChoices } from '../../registration/draft';
import { Spinner } from '../../ui/components/Spinner';
import { useUpdateCandidateProfile } from '../hooks/useUpdateCandidateProfile';
import {
  MAX_WORK_EXPERIENCES,
  dateRangeLabel,
  durationLabel,
  durationMonths,
  emptyExperience,
  isExperienceComplete,
  newestFirst,
  toDraft,
  toJson,
  type ExperienceDraft,
  type WorkExperience,
} from '../profile-form';
import { failure, failureOf, Notice, success, type NoticeState } from './Notice';

interface WorkHistoryProps {
  entries: readonly WorkExperience[];
}

/**
 * The work experience history (docs/product/screens.md#candidate-profile): a view mode, and an edit mode working on a copy
 * of the list (change, delete, add a new item, then save or cancel). "This is my current role"
 * disables the end fields; durations run from start to end, or to now for the current role.
 */
export function WorkHistory({ entries }: WorkHistoryProps) {
  const [editing, setEditing] = useState<ExperienceDraft[] | null>(null);
  const [adding, setAdding] = useState<ExperienceDraft | null>(null);
  const { save: saveProfile, saving } = useUpdateCandidateProfile();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  function startEditing() {
    setNotice(null);
    setAdding(null);
    setEditing(entries.map(toDraft));
    requestAnimationFrame(() => heading.current?.focus());
  }

  function stopEditing() {
    setEditing(null);
    setAdding(null);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  function update(key: string, patch: Partial<ExperienceDraft>) {
    setEditing((list) => list?.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)) ?? null);
  }

  function addNew() {
    if (!adding) return;
    if (!isExperienceComplete(adding)) {
      setNotice(failure(CANDIDATE_MESSAGES.newExperienceIncomplete));
      return;
    }
    setNotice(null);
    setEditing((list) => [...(list ?? []), adding]);
    setAdding(null);
  }

  async function save() {
    if (!editing) return;
    if (adding) {
      // An item being added that was never added to the list would be lost silently.
      if (!isExperienceComplete(adding)) {
        setNotice(failure(CANDIDATE_MESSAGES.newExperienceIncomplete));
        return;
      }
    }
    const list = adding ? [...editing, adding] : editing;
    setNotice(null);
    try {
      await saveProfile({ workExperiences: list.map(toJson) });
      setNotice(success(CANDIDATE_MESSAGES.workExperienceSaved));
      stopEditing();
    } catch (error) {
      setNotice(failureOf(error, CANDIDATE_MESSAGES.workExperienceFailed));
    }
  }

  const total = (editing?.length ?? 0) + (adding ? 1 : 0);

  return (
    <div className="profile-subsection work-history">
      <div className="profile-subsection__header">
        <h3 ref={heading} tabIndex={-1} className="profile-subsection__title" id="work-history-title">
          Work experience
        </h3>
        {!editing && (
          <button ref={editButton} type="button" className="btn btn--secondary btn--sm" onClick={startEditing}>
            Edit work experience
          </button>
        )}
      </div>

      {!editing &&
        (entries.length === 0 ? (
          <p className="profile-empty">No work experience added yet</p>
        ) : (
          <ol className="experience-timeline" aria-labelledby="work-history-title">
            {newestFirst(entries).map((entry, index) => {
              const months = durationMonths(entry);
              return (
                <li key={`${entry.company}-${entry.jobTitle}-${index}`} className="experience-item">
                  <div className="experience-item__main">
                    <p className="experience-item__title">{entry.jobTitle}</p>
                    <p className="experience-item__company">{entry.company}</p>
                  </div>
                  <p className="experience-item__dates">
                    <span>{dateRangeLabel(entry)}</span>
                    {months !== null && <span className="experience-item__duration">{durationLabel(months)}</span>}
                    {entry.isCurrent && <span className="badge badge--current">Current role</span>}
                  </p>
                </li>
              );
            })}
          </ol>
        ))}

      {editing && (
        <div className="experience-editor">
          {editing.length === 0 && <p className="profile-empty">No work experience in the list. Add one, or save an empty history.</p>}
          {editing.map((entry, index) => (
            <ExperienceFields
              key={entry.key}
              legend={`Experience ${index + 1}`}
              entry={entry}
              onChange={(patch) => update(entry.key, patch)}
              onDelete={() => setEditing((list) => list?.filter((item) => item.key !== entry.key) ?? null)}
            />
          ))}

          {adding ? (
            <div className="experience-new">
              <ExperienceFields
                legend="New experience"
                entry={adding}
                onChange={(patch) => setAdding((current) => (current ? { ...current, ...patch } : current))}
                required
              />
              <div className="profile-actions">
                <button type="button" className="btn btn--secondary btn--sm" onClick={addNew}>
                  Add to list
                </button>
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAdding(null)}>
                  Discard
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="btn btn--secondary btn--sm" disabled={total >= MAX_WORK_EXPERIENCES} onClick={() => setAdding(emptyExperience())}>
              + Add experience
            </button>
          )}
          {total >= MAX_WORK_EXPERIENCES && <p className="field__hint">You can add up to {MAX_WORK_EXPERIENCES} work experiences.</p>}

          <div className="profile-actions profile-actions--end">
            <button type="button" className="btn btn--ghost" onClick={stopEditing} disabled={saving}>
              Cancel
            </button>
            <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={saving}>
              {saving && <Spinner />}
              {saving ? 'Saving...' : 'Save work experience'}
            </button>
          </div>
        </div>
      )}
      <Notice notice={notice} />
    </div>
  );
}

interface ExperienceFieldsProps {
  legend: string;
  entry: ExperienceDraft;
  onChange: (patch: Partial<ExperienceDraft>) => void;
  onDelete?: () => void;
  required?: boolean;
}

function ExperienceFields({ legend, entry, onChange, onDelete, required = false }: ExperienceFieldsProps) {
  const prefix = `exp-${entry.key}`;
  const years = yearChoices();
  const months = entry.startYear !== '' && entry.startMonth !== '' ? durationMonths(toJson(entry)) : null;
  return (
    <fieldset className="exp-card">
      <legend className="exp-card__legend">{legend}</legend>
      {onDelete && (
        <button
          type="button"
          className="exp-card__remove btn btn--danger-ghost btn--sm"
          onClick={onDelete}
          aria-label={`Delete ${legend.toLowerCase()}${entry.company ? ` (${entry.company})` : ''}`}
        >
          Delete
        </button>
      )}
      <div className="exp-card__body">
        <div className="form-grid form-grid--2">
          <div className="field">
            <label className="field__label" htmlFor={`${prefix}-company`}>
              Company{required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={`${prefix}-company`}
              className="input"
              autoComplete="organization"
              value={entry.company}
              onChange={(event) => onChange({ company: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${prefix}-title`}>
              Job title{required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={`${prefix}-title`}
              className="input"
              autoComplete="organization-title"
              value={entry.jobTitle}
              onChange={(event) => onChange({ jobTitle: event.target.value })}
            />
          </div>
        </div>
        <div className="form-grid form-grid--dates">
          <MonthYearSelect
            className="exp-dates"
            legend={required ? 'Start date *' : 'Start date'}
            prefix={`${prefix}-start`}
            month={entry.startMonth}
            year={entry.startYear}
            years={years}
            onChange={(month, year) => onChange({ startMonth: month, startYear: year })}
          />
          <MonthYearSelect
            className="exp-dates"
            legend="End date"
            prefix={`${prefix}-end`}
            month={entry.endMonth}
            year={entry.endYear}
            years={years}
            disabled={entry.isCurrent}
            onChange={(month, year) => onChange({ endMonth: month, endYear: year })}
          />
        </div>
        <div className="exp-card__footer">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={entry.isCurrent}
              onChange={(event) => onChange(event.target.checked ? { isCurrent: true, endMonth: '', endYear: '' } : { isCurrent: false })}
            />
            <span>This is my current role</span>
          </label>
          {months !== null && <span className="experience-item__duration">{durationLabel(months)}</span>}
        </div>
      </div>
    </fieldset>
  );
}
