import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { Notice, failure, success, type NoticeState } from '../../billing/components/Notice';
import { Spinner } from '../../ui/components/Spinner';
import {
  CREATE_WEBHOOK_ENDPOINT,
  DELETE_WEBHOOK_ENDPOINT,
  REPLAY_WEBHOOK_DELIVERY,
  UPDATE_WEBHOOK_ENDPOINT,
  UPDATE_WEBHOOK_SETTINGS,
  WEBHOOK_DELIVERIES,
  WEBHOOK_ENDPOINTS,
  WEBHOOK_SETTINGS,
} from '../graphql/webhooks';
import { EMPTY_WEBHOOK_FORM, WEBHOOK_EVENTS, WEBHOOK_TEXT, deliveryStatus, webhookInput, type WebhookForm } from '../webhooks';
import '../webhooks.css';

/** One endpoint's delivery log (the 20 newest), with Replay. */
function DeliveryLog({ endpointId, onNotice }: { endpointId: string; onNotice: (notice: NoticeState) => void }) {
  const { data, loading, refetch } = useQuery(WEBHOOK_DELIVERIES, { variables: { endpointId }, fetchPolicy: 'network-only' });
  const [replay, { loading: replaying }] = useMutation(REPLAY_WEBHOOK_DELIVERY);
  const deliveries = data?.webhookDeliveries.edges.map((edge) => edge.node) ?? [];
  if (loading && !data) return <Spinner />;
  if (deliveries.length === 0) return <p className="cp-api__hint">No deliveries yet.</p>;
  return (
    <ul className="wh-log" aria-label="Deliveries">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className={`wh-log__item wh-log__item--${delivery.state}`}>
          <span>
            <code>{delivery.eventType}</code> · {new Date(delivery.createdAt).toLocaleString()}
          </span>
          <span>
            {deliveryStatus(delivery)} · {delivery.attemptCount} {delivery.attemptCount === 1 ? 'attempt' : 'attempts'}
          </span>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={replaying}
            onClick={() =>
              void replay({ variables: { id: delivery.id } })
                .then(() => {
                  onNotice(success(WEBHOOK_TEXT.replayed));
                  return refetch();
                })
                .catch((problem: unknown) => onNotice(failure(errorMessage(problem, WEBHOOK_TEXT.actionFailed))))
            }
          >
            Replay
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The tokens.low threshold (default 20): a spend that takes the balance below it sends tokens.low once. */
function ThresholdForm() {
  const { data } = useQuery(WEBHOOK_SETTINGS);
  const [save, { loading }] = useMutation(UPDATE_WEBHOOK_SETTINGS, { refetchQueries: [WEBHOOK_SETTINGS] });
  const [value, setValue] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const shown = value ?? String(data?.webhookSettings.lowTokensThreshold ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const threshold = Number(shown);
    if (!/^\d+$/.test(shown.trim()) || !Number.isSafeInteger(threshold)) {
      setNotice(failure(WEBHOOK_TEXT.thresholdInvalid));
      return;
    }
    try {
      await save({ variables: { input: { lowTokensThreshold: threshold } } });
      setValue(null);
      setNotice(success(WEBHOOK_TEXT.thresholdSaved));
    } catch (problem) {
      setNotice(failure(errorMessage(problem, WEBHOOK_TEXT.actionFailed)));
    }
  }

  return (
    <form className="wh-threshold" onSubmit={(event) => void submit(event)} noValidate>
      <label className="field">
        <span className="field__label">tokens.low threshold</span>
        <input className="input" inputMode="numeric" value={shown} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="submit" className="btn btn--secondary btn--sm" disabled={loading}>
        Save threshold
      </button>
      <Notice notice={notice} onDismiss={notice ? () => setNotice(null) : undefined} />
    </form>
  );
}

/**
 * The API tab's webhooks (docs/partners.md#webhooks): add an endpoint (URL, events; the signing
 * secret shown once), the endpoints with their status, enable/disable/delete, and each one's
 * delivery log with Replay.
 */
export function WebhooksPanel() {
  const { data, loading, error, refetch } = useQuery(WEBHOOK_ENDPOINTS, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CREATE_WEBHOOK_ENDPOINT, { refetchQueries: [WEBHOOK_ENDPOINTS] });
  const [update] = useMutation(UPDATE_WEBHOOK_ENDPOINT);
  const [remove] = useMutation(DELETE_WEBHOOK_ENDPOINT, { refetchQueries: [WEBHOOK_ENDPOINTS] });
  const [form, setForm] = useState<WebhookForm>(EMPTY_WEBHOOK_FORM);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [listNotice, setListNotice] = useState<NoticeState | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  const endpoints = data?.webhookEndpoints ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const checked = webhookInput(form);
    if ('problem' in checked) {
      setNotice(failure(checked.problem));
      return;
    }
    try {
      const answer = await create({ variables: { input: checked.input } });
      setSecret(answer.data?.createWebhookEndpoint.secret ?? null);
      setForm(EMPTY_WEBHOOK_FORM);
    } catch (problem) {
      setNotice(failure(errorMessage(problem, WEBHOOK_TEXT.createFailed)));
    }
  }

  const act = (work: Promise<unknown>) =>
    void work.then(() => setListNotice(null)).catch((problem: unknown) => setListNotice(failure(errorMessage(problem, WEBHOOK_TEXT.actionFailed))));
  const toggleEvent = (type: string) =>
    setForm((current) => ({ ...current, events: current.events.includes(type) ? current.events.filter((e) => e !== type) : [...current.events, type] }));

  return (
    <section className="cp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cp-card__title">
        Webhooks
      </h2>
      <p className="cp-card__lead">
        We POST signed events to your HTTPS endpoint (Standard Webhooks: verify <code>webhook-signature</code> with the secret), retry for 24 hours, and disable
        an endpoint that keeps failing.
      </p>
      <form className="cp-api__form" onSubmit={(event) => void submit(event)} noValidate aria-label="Add a webhook endpoint">
        <label className="field">
          <span className="field__label">Endpoint URL</span>
          <input
            className="input"
            type="url"
            value={form.url}
            placeholder="https://ats.example.com/hooks"
            onChange={(event) => setForm({ ...form, url: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field__label">Description (optional)</span>
          <input className="input" value={form.description} maxLength={200} onChange={(event) => setForm({ ...form, description: event.target.value })} />
        </label>
        <fieldset className="cp-api__scopes">
          <legend className="field__label">Events</legend>
          {WEBHOOK_EVENTS.map((choice) => (
            <label key={choice.type} className="cp-api__scope">
              <input type="checkbox" checked={form.events.includes(choice.type)} onChange={() => toggleEvent(choice.type)} />
              <span>
                <code>{choice.type}</code> <span className="cp-api__hint">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Notice notice={notice} onDismiss={notice ? () => setNotice(null) : undefined} />
        {secret && (
          <div className="wh-secret" role="status">
            <p>Signing secret (shown once; store it with your receiver):</p>
            <code data-testid="webhook-secret">{secret}</code>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setSecret(null)}>
              I have stored it
            </button>
          </div>
        )}
        <div className="cp-actions">
          <button type="submit" className="btn btn--primary" disabled={creating} aria-busy={creating || undefined}>
            {creating ? <Spinner /> : null} Add endpoint
          </button>
        </div>
      </form>

      <ThresholdForm />
      <Notice notice={listNotice} onDismiss={listNotice ? () => setListNotice(null) : undefined} />
      {loading && !data ? (
        <Spinner />
      ) : error && !data ? (
        <div>
          <Notice notice={failure(errorMessage(error, WEBHOOK_TEXT.loadFailed))} />
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : endpoints.length === 0 ? (
        <p className="cp-card__lead">No endpoints yet.</p>
      ) : (
        <ul className="cp-api__keys" aria-label="Webhook endpoints">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="wh-endpoint" data-endpoint-id={endpoint.id}>
              <div className="wh-endpoint__head">
                <div className="cp-api__key-main">
                  <p className="cp-api__key-name">
                    <code>{endpoint.url}</code>{' '}
                    <span className={`cp-badge ${endpoint.enabled ? 'cp-badge--success' : 'cp-badge--warning'}`}>
                      {endpoint.enabled ? 'Active' : 'Disabled'}
                    </span>
                  </p>
                  <p className="cp-api__key-meta">
                    {endpoint.events.join(', ')}
                    {endpoint.description ? ` · ${endpoint.description}` : ''}
                  </p>
                  {!endpoint.enabled && endpoint.disabledReason && <p className="cp-api__key-meta">{endpoint.disabledReason}</p>}
                </div>
                <div className="wh-endpoint__actions">
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    aria-expanded={open === endpoint.id}
                    onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                  >
                    Deliveries
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    onClick={() => act(update({ variables: { id: endpoint.id, input: { enabled: !endpoint.enabled } } }))}
                  >
                    {endpoint.enabled ? 'Disable' : 'Enable'}
                  </button>
                  <button type="button" className="btn btn--danger btn--sm" onClick={() => act(remove({ variables: { id: endpoint.id } }))}>
                    Delete
                  </button>
                </div>
              </div>
              {open === endpoint.id && <DeliveryLog endpointId={endpoint.id} onNotice={setListNotice} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
