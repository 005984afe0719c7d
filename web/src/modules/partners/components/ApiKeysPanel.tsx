import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { BRAND_NAME } from '../../../app/brand';
import { Notice, failure, success, type NoticeState } from '../../billing/components/Notice';
import { Modal } from '../../ui/components/Modal';
import { Spinner } from '../../ui/components/Spinner';
import { API_KEY_TEXT, EMPTY_KEY_FORM, SCOPE_CHOICES, keyInput, limitsText, scopeLabel, usageText, usedText, type ApiKey, type KeyForm } from '../api-keys';
import { TrustedDocumentsPanel } from './TrustedDocumentsPanel';
import { API_KEYS, CREATE_API_KEY, REVOKE_API_KEY } from '../graphql/api-keys';
import '../partners.css';

/**
 * The company profile's API tab (docs/decisions/partner-api.md): create a key (name, scopes,
 * limits; the secret shown once), the keys with prefix, scopes, limits and last use, revoke.
 */
export function ApiKeysPanel() {
  const { data, loading, error, refetch } = useQuery(API_KEYS, { fetchPolicy: 'cache-and-network' });
  const [createKey, { loading: creating }] = useMutation(CREATE_API_KEY, { refetchQueries: [API_KEYS] });
  const [revokeKey, { loading: revoking }] = useMutation(REVOKE_API_KEY);
  const [form, setForm] = useState<KeyForm>(EMPTY_KEY_FORM);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  // the list's outcomes show by the list, the form's by the form
  const [listNotice, setListNotice] = useState<NoticeState | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [revokeAsked, setRevokeAsked] = useState<ApiKey | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const keys = data?.apiKeys ?? [];
  const endpoint = `${window.location.origin}/graphql`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const checked = keyInput(form);
    if ('problem' in checked) {
      setNotice(failure(checked.problem));
      return;
    }
    try {
      const answer = await createKey({ variables: { input: checked.input } });
      setSecret(answer.data?.createApiKey.secret ?? null);
      setForm(EMPTY_KEY_FORM);
    } catch (problem) {
      setNotice(failure(errorMessage(problem, API_KEY_TEXT.createFailed)));
    }
  }

  async function revoke(key: ApiKey) {
    try {
      await revokeKey({ variables: { id: key.id } });
      setRevokeAsked(null);
      setListNotice(success(API_KEY_TEXT.revoked));
    } catch (problem) {
      setRevokeAsked(null);
      setListNotice(failure(errorMessage(problem, API_KEY_TEXT.revokeFailed)));
    }
  }

  const toggleScope = (scope: KeyForm['scopes'][number]) =>
    setForm((current) => ({ ...current, scopes: current.scopes.includes(scope) ? current.scopes.filter((s) => s !== scope) : [...current.scopes, scope] }));

  return (
    <div className="cp-api">
      <section className="cp-card" aria-labelledby={`${formId}-intro`}>
        <h2 id={`${formId}-intro`} className="cp-card__title">
          API access
        </h2>
        <p className="cp-card__lead">
          Connect your applicant-tracking system or your own scripts to {BRAND_NAME} over GraphQL at <code>{endpoint}</code>, with{' '}
          <code>Authorization: Bearer &lt;key&gt;</code>. A key acts for your company, never as you: it cannot change your profile, password or billing.
        </p>
      </section>

      <section className="cp-card" aria-labelledby={`${formId}-create`}>
        <h2 id={`${formId}-create`} className="cp-card__title">
          Create a key
        </h2>
        <form className="cp-api__form" onSubmit={(event) => void submit(event)} noValidate>
          <label className="field">
            <span className="field__label">Name</span>
            <input
              className="input"
              value={form.name}
              maxLength={60}
              placeholder="e.g. ATS sync"
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </label>
          <fieldset className="cp-api__scopes">
            <legend className="field__label">Scopes</legend>
            {SCOPE_CHOICES.map((choice) => (
              <label key={choice.scope} className="cp-api__scope">
                <input type="checkbox" checked={form.scopes.includes(choice.scope)} onChange={() => toggleScope(choice.scope)} />
                <span>
                  <code>{choice.label}</code> <span className="cp-api__hint">{choice.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="cp-api__limits">
            <label className="field">
              <span className="field__label">Requests per minute</span>
              <input
                className="input"
                inputMode="numeric"
                value={form.rateLimitPerMinute}
                onChange={(event) => setForm({ ...form, rateLimitPerMinute: event.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">Unlocks per day (empty: no limit)</span>
              <input
                className="input"
                inputMode="numeric"
                value={form.dailyUnlockLimit}
                onChange={(event) => setForm({ ...form, dailyUnlockLimit: event.target.value })}
              />
            </label>
          </div>
          <Notice notice={notice} onDismiss={notice ? () => setNotice(null) : undefined} />
          <div className="cp-actions">
            <button type="submit" className="btn btn--primary" disabled={creating} aria-busy={creating || undefined}>
              {creating ? (
                <>
                  <Spinner /> Creating...
                </>
              ) : (
                'Create key'
              )}
            </button>
          </div>
        </form>
      </section>

      <section className="cp-card" aria-labelledby={`${formId}-list`}>
        <h2 id={`${formId}-list`} className="cp-card__title">
          Your keys
        </h2>
        <Notice notice={listNotice} onDismiss={listNotice ? () => setListNotice(null) : undefined} />
        {loading && !data ? (
          <p className="cp-card__lead">
            <Spinner /> Loading keys...
          </p>
        ) : error && !data ? (
          <div>
            <Notice notice={failure(errorMessage(error, API_KEY_TEXT.loadFailed))} />
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : keys.length === 0 ? (
          <p className="cp-card__lead">No keys yet.</p>
        ) : (
          <ul className="cp-api__keys">
            {keys.map((key) => (
              <li key={key.id} className={`cp-api__key${key.revokedAt ? ' cp-api__key--revoked' : ''}`} data-key-id={key.id}>
                <div className="cp-api__key-main">
                  <p className="cp-api__key-name">
                    {key.name}{' '}
                    <span className={`cp-badge ${key.revokedAt ? 'cp-badge--warning' : 'cp-badge--success'}`}>{key.revokedAt ? 'Revoked' : 'Active'}</span>
                  </p>
                  <p className="cp-api__key-meta">
                    <code>{key.prefix}…</code> · {key.scopes.map(scopeLabel).join(', ')}
                  </p>
                  <p className="cp-api__key-meta">
                    {limitsText(key)} · last used {usedText(key.lastUsedAt)}
                  </p>
                  <p className="cp-api__key-meta cp-api__usage">{usageText(key.usage)}</p>
                </div>
                {!key.revokedAt && (
                  <button type="button" className="btn btn--danger-ghost btn--sm" onClick={() => setRevokeAsked(key)} aria-haspopup="dialog">
                    Revoke
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <TrustedDocumentsPanel />

      {secret && (
        <Modal
          title="Your new API key"
          description={API_KEY_TEXT.created}
          role="alertdialog"
          size="md"
          onClose={() => setSecret(null)}
          footer={
            <button type="button" className="btn btn--primary" onClick={() => setSecret(null)}>
              I have stored it
            </button>
          }
        >
          <label className="field">
            <span className="field__label">API key</span>
            <input className="input cp-api__secret" readOnly value={secret} onFocus={(event) => event.target.select()} />
          </label>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void navigator.clipboard?.writeText(secret)}>
            Copy
          </button>
        </Modal>
      )}
      {revokeAsked && (
        <Modal
          title="Revoke this key?"
          description={`Requests with ${revokeAsked.prefix}… are refused from the next one on. This cannot be undone.`}
          role="alertdialog"
          size="sm"
          initialFocus={keep}
          locked={revoking}
          onClose={() => setRevokeAsked(null)}
          footer={
            <>
              <button ref={keep} type="button" className="btn btn--secondary" onClick={() => setRevokeAsked(null)} disabled={revoking}>
                Keep key
              </button>
              <button type="button" className="btn btn--danger" onClick={() => void revoke(revokeAsked)} disabled={revoking}>
                Revoke key
              </button>
            </>
          }
        />
      )}
    </div>
  );
}
