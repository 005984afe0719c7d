import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { failure, failureOf, Notice, type NoticeState } from '../../candidate-profile/components/Notice';
import { Spinner } from '../../ui/components/Spinner';
import { SEND_REFERRAL } from '../graphql/send-referral.mutation';

interface ReferralFormProps {
  /** With the server's success text; the form is then cleared (or closed by the parent). */
  onSent: (message: string) => void;
  onCancel: () => void;
}

/** The referral form (docs/product/screens.md#dashboard): first name, last name and email, all required. */
export function ReferralForm({ onSent, onCancel }: ReferralFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [sendReferral, { loading: sending }] = useMutation(SEND_REFERRAL);
  const [notice, setNotice] = useState<NoticeState | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (!firstName.trim() || !lastName.trim() || !email.trim()) {
      setNotice(failure(CANDIDATE_MESSAGES.referralFieldsRequired));
      return;
    }
    if (!event.currentTarget.checkValidity()) {
      setNotice(failure(CANDIDATE_MESSAGES.invalidEmail));
      return;
    }
    try {
      const { data } = await sendReferral({ variables: { input: { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() } } });
      const message = data?.sendReferral.message || 'Invitation sent!';
      setFirstName('');
      setLastName('');
      setEmail('');
      onSent(message);
    } catch (error) {
      setNotice(failureOf(error, CANDIDATE_MESSAGES.referralFailed));
    }
  }

  return (
    <form className="referral-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Invite a friend">
      <div className="referral-form__fields">
        <div className="field">
          <label className="field__label" htmlFor="referral-first-name">
            First name
          </label>
          <input
            id="referral-first-name"
            className="input"
            required
            autoComplete="off"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="referral-last-name">
            Last name
          </label>
          <input id="referral-last-name" className="input" required autoComplete="off" value={lastName} onChange={(event) => setLastName(event.target.value)} />
        </div>
        <div className="field referral-form__email">
          <label className="field__label" htmlFor="referral-email">
            Email
          </label>
          <input
            id="referral-email"
            className="input"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
      </div>
      <div className="referral-form__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={sending}>
          {sending && <Spinner />}
          {sending ? 'Sending...' : 'Send invitation'}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel} disabled={sending}>
          Cancel
        </button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}
