import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { FormAlert } from '../../ui/components/FormAlert';
import { INTERVIEW_HISTORY } from '../graphql/interview-history.query';
import { SET_INTERVIEW_PROCESS_NOTES } from '../graphql/set-interview-process-notes.mutation';
import { NOTES_MAX_CHARS, notesProblem } from '../history';

/**
 * The candidate's note on a company process (docs/product/screens.md#interview-history): shown to
 * companies as 'Interview Notes'. The server checks the same rules and that the process is theirs.
 */
export function ProcessNotes({ processId, notes, companyName }: { processId: string; notes: string | null; companyName: string }) {
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useMutation(SET_INTERVIEW_PROCESS_NOTES);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = notesProblem(value);
    setError(problem);
    if (problem) return;
    try {
      await save({
        variables: { processId, notes: value },
        update: (cache, { data }) => {
          const answer = data?.setInterviewProcessNotes;
          if (!answer) return;
          cache.updateQuery(
            { query: INTERVIEW_HISTORY },
            (current) =>
              current && {
                interviewHistory: {
                  ...current.interviewHistory,
                  companies: current.interviewHistory.companies.map((group) =>
                    group.processId === answer.processId ? { ...group, notes: answer.notes ?? null } : group,
                  ),
                },
              },
          );
        },
      });
      setEditing(false);
      setSaved(true);
    } catch (failure) {
      setError(errorMessage(failure, 'Network error occurred while saving the note'));
    }
  }

  if (!editing) {
    return (
      <div className="process-notes">
        <p className="process-notes__label">Your note for companies</p>
        {notes ? <p className="process-notes__text">{notes}</p> : <p className="process-notes__empty">No note yet. Companies see it with this process.</p>}
        {saved && (
          <p className="process-notes__saved" role="status">
            Note saved.
          </p>
        )}
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          aria-label={`${notes ? 'Edit note' : 'Add a note'} for ${companyName}`}
          onClick={() => {
            setValue(notes ?? '');
            setError(null);
            setSaved(false);
            setEditing(true);
          }}
        >
          {notes ? 'Edit note' : 'Add a note'}
        </button>
      </div>
    );
  }
  return (
    <form className="process-notes position-editor" onSubmit={(event) => void submit(event)} noValidate aria-label={`Note for ${companyName}`}>
      <label className="process-notes__label" htmlFor={fieldId}>
        Your note for companies
      </label>
      <textarea
        id={fieldId}
        className="input process-notes__input"
        rows={3}
        maxLength={NOTES_MAX_CHARS}
        value={value}
        aria-describedby={`${fieldId}-hint`}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        autoFocus
      />
      <p id={`${fieldId}-hint`} className="process-notes__hint">
        Plain text, shown to companies. {value.trim().length}/{NOTES_MAX_CHARS} characters; leave it empty to remove the note.
      </p>
      <FormAlert message={error} />
      <div className="position-editor__actions">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(false)} disabled={loading}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={loading}>
          {loading ? 'Saving…' : 'Save note'}
        </button>
      </div>
    </form>
  );
}
