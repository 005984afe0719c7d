import { useState, type FormEvent } from 'react';
import { jobClassificationProblem, INTERVIEW_HISTORY_MESSAGES } from '@hiring/contracts/vocabulary';
import { JobClassificationFields } from '../../registration/components/JobClassificationFields';
import { normalizeJobClassification, type JobClassification } from '../../registration/job-classification';
import { FormAlert } from '../../ui/components/FormAlert';
import { Spinner } from '../../ui/components/Spinner';
import type { Interview } from '../history';

/** Profiles docs/product/rules.md#validation: both must be non-empty after trimming (the spec gives no text). */
export const POSITION_REQUIRED = INTERVIEW_HISTORY_MESSAGES.positionRequired;

interface PositionEditorProps {
  interview: Interview;
  /** Resolves with the error to show, or null once saved. */
  onSave: (jobFamily: string, jobTitle: string) => Promise<string | null>;
  onCancel: () => void;
}

/** Position edit: job family and title selects with the spec's rules, then save or cancel. */
export function PositionEditor({ interview, onSave, onCancel }: PositionEditorProps) {
  const [value, setValue] = useState<JobClassification>(() => normalizeJobClassification(interview.jobFamily, interview.jobTitle));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const family = value.jobFamily.trim();
    const title = value.jobTitle.trim();
    const problem = !family || !title ? POSITION_REQUIRED : jobClassificationProblem(family, title);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const failure = await onSave(family, title);
    // on success the editor closes (and unmounts); only a failure needs the state back
    if (failure) {
      setSaving(false);
      setError(failure);
    }
  }

  return (
    <form className="position-editor" onSubmit={(event) => void submit(event)} noValidate aria-label="Edit position">
      <JobClassificationFields
        idPrefix={`position-${interview.id}`}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        required
      />
      <FormAlert message={error} />
      <div className="position-editor__actions">
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={saving}>
          {saving && <Spinner />}
          {saving ? 'Saving…' : 'Save position'}
        </button>
      </div>
    </form>
  );
}
