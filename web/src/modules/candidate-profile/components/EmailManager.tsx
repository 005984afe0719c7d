import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { errorMessage } from '../../../app/error-message';
import { UPLOAD_ADDRESS_RULE } from '../../auth/messages';
import { retryAfterSeconds } from '../../auth/validation';
import { useCountdown } from '../../ui/hooks';
import type { VerifiedEmailFieldsFragment } from '../../../generated/graphql';
import { Modal } from '../../ui/components/Modal';
import { Spinner } from '../../ui/components/Spinner';
import { ADD_EMAIL } from '../graphql/add-email.mutation';
import { REMOVE_EMAIL } from '../graphql/remove-email.mutation';
import { RESEND_EMAIL_VERIFICATION } from '../graphql/resend-email-verification.mutation';
import { VERIFIED_EMAILS } from '../graphql/verified-emails.query';
import { VERIFY_ADDITIONAL_EMAIL } from '../graphql/verify-additional-email.mutation';
import { failure, failureOf, Notice, success, type NoticeState } from './Notice';

type VerifiedEmail = VerifiedEmailFieldsFragment;

/**
 * The list is not an entity: an added address is appended to it, a removed one taken out (the
 * answers carry the address, resp. only a text); a verified one updates its own row.
 */
function changeEmailList(
  cache: ApolloCache,
  change: (emails: readonly Reference[], toReference: (id: string) => Reference | undefined) => readonly Reference[],
) {
  cache.modify<{ myVerifiedEmails: { emails: readonly Reference[] } }>({
    id: 'ROOT_QUERY',
    fields: {
      myVerifiedEmails: (list, { toReference, isReference }) => (isReference(list) ? list : { ...list, emails: change(list.emails, (id) => toReference(id)) }),
    },
  });
}

const CODE_LENGTH = 6;

/**
 * The email addresses manager (docs/product/screens.md#candidate-profile, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/rules.md#errors): up to 3 addresses, each verified or
 * pending, the primary one flagged; remove only where allowed (after a confirmation); resend a
 * pending address's code; the add form hidden until opened, then the 6-digit code form for the
 * address just added (verify or cancel). The add button is hidden at 3 addresses.
 */
export function EmailManager() {
  const { data, error: queryError } = useQuery(VERIFIED_EMAILS, { fetchPolicy: 'cache-and-network' });
  const emails = data?.myVerifiedEmails.emails ?? null;
  const loadError = queryError && !emails ? errorMessage(queryError, CANDIDATE_MESSAGES.profileLoadFailed) : null;
  const [addEmail] = useMutation(ADD_EMAIL, {
    update(cache, { data: answer }) {
      const added = answer?.addEmail.email;
      const id = added ? cache.identify({ __typename: 'VerifiedEmail', id: added.id }) : undefined;
      if (!id) return;
      changeEmailList(cache, (list, toReference) => {
        const ref = toReference(id);
        return !ref || list.some((item) => item.__ref === ref.__ref) ? list : [...list, ref];
      });
    },
  });
  const [verifyEmail] = useMutation(VERIFY_ADDITIONAL_EMAIL);
  const [resendEmailCode] = useMutation(RESEND_EMAIL_VERIFICATION);
  const cooldown = useCountdown();
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const waiting = (email: string) => waitingFor === email && cooldown.secondsLeft > 0;
  const resendLabel = (email: string) =>
    busy === `resend:${email}` ? 'Sending...' : waiting(email) ? `Resend code in ${cooldown.secondsLeft}s` : 'Resend code';
  const [removeEmail] = useMutation(REMOVE_EMAIL);
  const [adding, setAdding] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<VerifiedEmail | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeFor) codeInput.current?.focus();
  }, [codeFor]);

  const atLimit = (emails?.length ?? 0) >= CANDIDATE_LIMITS.maxEmails;

  async function submitAdd(event: FormEvent) {
    event.preventDefault();
    const email = newEmail.trim();
    if (!email) return;
    setBusy('add');
    setNotice(null);
    try {
      const { data: answer } = await addEmail({ variables: { email } });
      setAdding(false);
      setNewEmail('');
      setCode('');
      setCodeFor(email.toLowerCase());
      setNotice(success(answer?.addEmail.message || CANDIDATE_MESSAGES.emailCodeSent));
    } catch (error) {
      setNotice(failureOf(error, CANDIDATE_MESSAGES.addEmailFailed));
    } finally {
      setBusy(null);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!codeFor || code.trim().length !== CODE_LENGTH) return;
    setBusy('verify');
    setNotice(null);
    try {
      const { data: answer } = await verifyEmail({ variables: { email: codeFor, code: code.trim() } });
      setCodeFor(null);
      setCode('');
      setNotice(success(answer?.verifyAdditionalEmail.message || CANDIDATE_MESSAGES.emailVerified));
      requestAnimationFrame(() => addButton.current?.focus());
    } catch (error) {
      setNotice(failureOf(error, CANDIDATE_MESSAGES.verifyEmailFailed));
    } finally {
      setBusy(null);
    }
  }

  async function resend(email: string) {
    setBusy(`resend:${email}`);
    setNotice(null);
    try {
      const { data: answer } = await resendEmailCode({ variables: { email } });
      setNotice(success(answer?.resendEmailVerification.message || CANDIDATE_MESSAGES.emailCodeSent));
    } catch (error) {
      const refused = failureOf(error, CANDIDATE_MESSAGES.resendFailed);
      setNotice(refused);
      // 'Please wait 40 seconds...': Resend waits as long as the server says (also after a reload)
      const wait = retryAfterSeconds(refused.text);
      if (wait) {
        setWaitingFor(email);
        cooldown.start(wait);
      }
    } finally {
      setBusy(null);
    }
  }

  async function remove(entry: VerifiedEmail) {
    setConfirmRemove(null);
    setBusy(`remove:${entry.id}`);
    setNotice(null);
    try {
      const { data: answer } = await removeEmail({
        variables: { id: entry.id },
        update(cache) {
          const id = cache.identify({ __typename: 'VerifiedEmail', id: entry.id });
          changeEmailList(cache, (list) => list.filter((item) => item.__ref !== id));
          if (id) cache.evict({ id });
        },
      });
      if (codeFor === entry.email) setCodeFor(null);
      setNotice(success(answer?.removeEmail.message || CANDIDATE_MESSAGES.emailRemoved));
    } catch (error) {
      setNotice(failureOf(error, CANDIDATE_MESSAGES.removeEmailFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="profile-panel" aria-labelledby="emails-title">
      <h2 id="emails-title" className="profile-panel__title">
        Email addresses
      </h2>
      <p className="profile-panel__lead">
        {UPLOAD_ADDRESS_RULE.profile} You can have up to {CANDIDATE_LIMITS.maxEmails} addresses.
      </p>

      {!emails && !loadError && (
        <p className="profile-loading" role="status">
          <Spinner /> Loading email addresses...
        </p>
      )}
      {loadError && <Notice notice={failure(loadError)} />}

      {emails && (
        <ul className="email-list" aria-labelledby="emails-title">
          {emails.map((entry) => (
            <li key={entry.id} className="email-row" data-email={entry.email}>
              <div className="email-row__main">
                <span className="email-row__address">{entry.email}</span>
                <span className="email-row__badges">
                  {entry.isPrimary && <span className="badge badge--primary">Primary</span>}
                  {entry.verified ? <span className="badge badge--verified">Verified</span> : <span className="badge badge--pending">Pending</span>}
                </span>
              </div>
              <div className="email-row__actions">
                {!entry.verified && (
                  <>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => {
                        setCode('');
                        setNotice(null);
                        setCodeFor(entry.email);
                      }}
                      aria-label={`Enter code for ${entry.email}`}
                    >
                      Enter code
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      disabled={busy !== null || waiting(entry.email)}
                      onClick={() => void resend(entry.email)}
                      aria-label={`${resendLabel(entry.email)} to ${entry.email}`}
                    >
                      {resendLabel(entry.email)}
                    </button>
                  </>
                )}
                {entry.canRemove && (
                  <button
                    type="button"
                    className="btn btn--danger-ghost btn--sm"
                    disabled={busy !== null}
                    onClick={() => setConfirmRemove(entry)}
                    aria-label={`Remove ${entry.email}`}
                  >
                    {busy === `remove:${entry.id}` ? 'Removing...' : 'Remove'}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {codeFor && (
        <form className="form email-code-form" onSubmit={(event) => void submitCode(event)} aria-label={`Verify ${codeFor}`}>
          <label className="field__label" htmlFor="email-code">
            Enter the 6-digit code we sent to <strong>{codeFor}</strong>
          </label>
          <div className="email-code-form__row">
            <input
              ref={codeInput}
              id="email-code"
              className="input input--code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            />
            <button type="submit" className="btn btn--primary" disabled={code.length !== CODE_LENGTH || busy !== null}>
              {busy === 'verify' && <Spinner />}
              {busy === 'verify' ? 'Verifying...' : 'Verify'}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setCodeFor(null);
                setCode('');
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}

      {emails && !atLimit && !adding && !codeFor && (
        <button
          ref={addButton}
          type="button"
          className="btn btn--secondary btn--sm email-add"
          onClick={() => {
            setNotice(null);
            setAdding(true);
          }}
        >
          + Add email address
        </button>
      )}

      {adding && !atLimit && (
        <form className="form email-add-form" onSubmit={(event) => void submitAdd(event)} aria-label="Add an email address">
          <label className="field__label" htmlFor="new-email">
            New email address
          </label>
          <div className="email-code-form__row">
            <input
              id="new-email"
              className="input"
              type="email"
              required
              autoComplete="email"
              autoFocus
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
            />
            <button type="submit" className="btn btn--primary" disabled={!newEmail.trim() || busy !== null}>
              {busy === 'add' && <Spinner />}
              {busy === 'add' ? 'Adding...' : 'Add email'}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setAdding(false);
                setNewEmail('');
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}

      <Notice notice={notice} />

      {confirmRemove && (
        <Modal
          title="Remove email address"
          role="alertdialog"
          size="sm"
          onClose={() => setConfirmRemove(null)}
          footer={
            <>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirmRemove(null)}>
                Cancel
              </button>
              <button type="button" className="btn btn--danger" onClick={() => void remove(confirmRemove)}>
                Remove
              </button>
            </>
          }
        >
          <p>{CANDIDATE_MESSAGES.removeEmailConfirm}</p>
          <p className="email-row__address">{confirmRemove.email}</p>
        </Modal>
      )}
    </section>
  );
}
