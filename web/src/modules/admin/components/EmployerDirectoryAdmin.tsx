import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import type { EmployerDirectoryEntryFieldsFragment } from '../../../generated/graphql';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { Spinner } from '../../ui/components/Spinner';
import { EMPTY_DIRECTORY_FORM, SOURCE_LABELS, directoryInput, rejudgeText, type DirectoryForm } from '../employer-directory';
import { DELETE_EMPLOYER_DIRECTORY_ENTRY, EMPLOYER_DIRECTORY, REJUDGE_INTERVIEW_EVIDENCE, SAVE_EMPLOYER_DIRECTORY_ENTRY } from '../graphql/employer-directory';
import { AdminNotice, failed, succeeded, type AdminNoticeState } from './AdminNotice';

type Entry = EmployerDirectoryEntryFieldsFragment;

/**
 * "Employer directory" (issue 27; admins only): the employers whose domains and hiring-system
 * accounts make evidence employer verified. Admin and seed entries can be edited and deleted;
 * entries of proven companies follow the company and cannot be deleted. "Judge all interviews
 * again" applies the current directory to every stored interview.
 */
export function EmployerDirectoryAdmin() {
  const directory = useQuery(EMPLOYER_DIRECTORY, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(SAVE_EMPLOYER_DIRECTORY_ENTRY, { refetchQueries: [EMPLOYER_DIRECTORY] });
  const [remove] = useMutation(DELETE_EMPLOYER_DIRECTORY_ENTRY, { refetchQueries: [EMPLOYER_DIRECTORY] });
  const [rejudge, { loading: rejudging }] = useMutation(REJUDGE_INTERVIEW_EVIDENCE);
  const [form, setForm] = useState<DirectoryForm>(EMPTY_DIRECTORY_FORM);
  const [notice, setNotice] = useState<AdminNoticeState | null>(null);
  const [rejudgeNotice, setRejudgeNotice] = useState<AdminNoticeState | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const formTitleId = useId();
  const entries = directory.data?.employerDirectory ?? [];

  const edit = (entry: Entry) => {
    setNotice(null);
    setForm({
      id: entry.id,
      name: entry.name,
      domains: entry.domains.join(', '),
      tenants: entry.tenants.map((row) => ({ system: row.system, tenant: row.tenant })),
    });
    nameInput.current?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const checked = directoryInput(form);
    if ('problem' in checked) {
      setNotice(failed(checked.problem));
      return;
    }
    try {
      const { data } = await save({ variables: { input: checked.input } });
      setNotice(succeeded(`${form.id ? 'Saved' : 'Added'} ${data?.saveEmployerDirectoryEntry.name ?? checked.input.name}`));
      setForm(EMPTY_DIRECTORY_FORM);
    } catch (problem) {
      setNotice(failed(errorMessage(problem, 'Could not save the entry.')));
    }
  }

  async function confirmDelete() {
    const entry = deleting;
    setDeleting(null);
    if (!entry) return;
    try {
      await remove({ variables: { id: entry.id } });
      setNotice(succeeded(`Deleted ${entry.name}`));
      if (form.id === entry.id) setForm(EMPTY_DIRECTORY_FORM);
    } catch (problem) {
      setNotice(failed(errorMessage(problem, 'Could not delete the entry.')));
    }
  }

  async function judgeAgain() {
    setRejudgeNotice(null);
    try {
      const { data } = await rejudge();
      if (data) setRejudgeNotice(succeeded(rejudgeText(data.rejudgeInterviewEvidence)));
    } catch (problem) {
      setRejudgeNotice(failed(errorMessage(problem, 'Could not judge the interviews again.')));
    }
  }

  const setTenant = (index: number, key: 'system' | 'tenant', value: string) =>
    setForm((current) => ({ ...current, tenants: current.tenants.map((row, i) => (i === index ? { ...row, [key]: value } : row)) }));

  return (
    <section className="admin-card ed-directory" aria-labelledby="ed-title">
      <div className="admin-card__header">
        <div>
          <h2 id="ed-title" className="admin-card__title">
            Employer directory
          </h2>
          <p className="admin-card__lead">
            Employers whose domains and hiring system accounts make interview evidence employer verified. Proven companies are listed by themselves.
          </p>
        </div>
        <div className="admin-card__actions">
          <button type="button" className="btn btn--secondary" onClick={() => void judgeAgain()} disabled={rejudging}>
            {rejudging ? (
              <>
                <Spinner /> Judging...
              </>
            ) : (
              'Judge all interviews again'
            )}
          </button>
        </div>
      </div>
      <AdminNotice notice={rejudgeNotice} role={rejudgeNotice?.tone === 'error' ? 'alert' : 'status'} />

      {directory.error && <AdminNotice notice={failed(errorMessage(directory.error, 'Could not load the employer directory.'))} role="alert" />}
      {!directory.data && directory.loading ? (
        <p className="admin-loading" role="status">
          <Spinner /> Loading the directory…
        </p>
      ) : entries.length === 0 ? (
        <p className="admin-card__lead">No entries yet.</p>
      ) : (
        <div className="ed-table-wrap">
          <table className="ed-table">
            <caption className="visually-hidden">Employer directory entries</caption>
            <thead>
              <tr>
                <th scope="col">Employer</th>
                <th scope="col">Domains</th>
                <th scope="col">Hiring system accounts</th>
                <th scope="col">Source</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-entry-id={entry.id}>
                  <th scope="row" data-label="Employer">
                    {entry.name}
                  </th>
                  <td data-label="Domains">{entry.domains.join(', ') || '—'}</td>
                  <td data-label="Hiring system accounts">{entry.tenants.map((row) => `${row.system} (${row.tenant})`).join(', ') || '—'}</td>
                  <td data-label="Source">{SOURCE_LABELS[entry.source] ?? entry.source}</td>
                  <td className="ed-table__actions">
                    {entry.source !== 'company' && (
                      <>
                        <button type="button" className="btn btn--ghost btn--sm" onClick={() => edit(entry)} aria-label={`Edit ${entry.name}`}>
                          Edit
                        </button>
                        <button type="button" className="btn btn--danger-ghost btn--sm" onClick={() => setDeleting(entry)} aria-label={`Delete ${entry.name}`}>
                          Delete
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <form className="admin-form ed-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={formTitleId}>
        <h3 id={formTitleId} className="ed-form__title">
          {form.id ? `Edit ${form.name || 'entry'}` : 'Add an employer'}
        </h3>
        <div className="field">
          <label htmlFor="ed-name" className="field__label">
            Employer name
          </label>
          <input
            ref={nameInput}
            id="ed-name"
            className="input"
            value={form.name}
            onChange={(event) => setForm((current) => ({ ...current, name: event.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor="ed-domains" className="field__label">
            Domains
          </label>
          <textarea
            id="ed-domains"
            className="input"
            rows={2}
            aria-describedby="ed-domains-hint"
            value={form.domains}
            onChange={(event) => setForm((current) => ({ ...current, domains: event.target.value }))}
          />
          <p id="ed-domains-hint" className="admin-card__lead">
            Separate several with commas, e.g. northwind.com, northwind.co.uk
          </p>
        </div>
        <fieldset className="ed-tenants">
          <legend className="field__label">Hiring system accounts</legend>
          {form.tenants.map((row, index) => (
            <div key={index} className="ed-tenants__row">
              <div className="field">
                <label htmlFor={`ed-system-${index}`} className="field__label">
                  System
                </label>
                <input
                  id={`ed-system-${index}`}
                  className="input"
                  placeholder="Greenhouse"
                  value={row.system}
                  onChange={(event) => setTenant(index, 'system', event.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor={`ed-tenant-${index}`} className="field__label">
                  Account
                </label>
                <input
                  id={`ed-tenant-${index}`}
                  className="input"
                  placeholder="northwind"
                  value={row.tenant}
                  onChange={(event) => setTenant(index, 'tenant', event.target.value)}
                />
              </div>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={`Remove hiring system account ${index + 1}`}
                onClick={() => setForm((current) => ({ ...current, tenants: current.tenants.filter((_, i) => i !== index) }))}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => setForm((current) => ({ ...current, tenants: [...current.tenants, { system: '', tenant: '' }] }))}
          >
            Add a hiring system account
          </button>
        </fieldset>
        <AdminNotice notice={notice} role={notice?.tone === 'error' ? 'alert' : 'status'} />
        <div className="admin-card__actions">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? (
              <>
                <Spinner /> Saving...
              </>
            ) : form.id ? (
              'Save entry'
            ) : (
              'Add entry'
            )}
          </button>
          {form.id && (
            <button type="button" className="btn btn--ghost" onClick={() => setForm(EMPTY_DIRECTORY_FORM)}>
              Cancel editing
            </button>
          )}
        </div>
      </form>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          description="Its domains and hiring system accounts no longer make evidence employer verified. Judge the interviews again to apply it to stored ones."
          confirmLabel="Delete entry"
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </section>
  );
}
