import { useState, type FormEvent } from 'react';
import { CANDIDATE_MESSAGES, ACCOUNT_MESSAGES, PASSWORD_REQUEST_MESSAGES } from '@hiring/contracts/vocabulary';
import { updateStoredUser } from '../../../app/session';
import { Field } from '../../ui/components/Field';
import { Spinner } from '../../ui/components/Spinner';
import { useUpdateCandidateProfile } from '../hooks/useUpdateCandidateProfile';
import { accountDraftOf, type AccountDraft, type CandidateProfile } from '../profile-form';
import { ChangePasswordForm, type ChangePasswordLook } from '../../auth/components/ChangePasswordForm';
import { YourDataSection } from '../../personal-data/components/YourDataSection';
import { EmailManager } from './EmailManager';
import { failure, failureOf, Notice, success, type NoticeState } from './Notice';

interface AccountTabProps {
  profile: CandidateProfile;
}

/** The password panel as the candidate profile shows it (docs/product/screens.md#candidate-profile). */
const PASSWORD_LOOK: ChangePasswordLook = {
  idPrefix: '',
  classes: {
    section: 'profile-panel',
    header: 'profile-subsection__header',
    title: 'profile-panel__title',
    form: 'form password-form',
    actions: 'profile-actions',
  },
  labels: {
    toggle: 'Change password',
    form: 'Change password',
    submit: 'Change password',
    saving: 'Changing...',
    newPasswordHint: ACCOUNT_MESSAGES.passwordHint,
  },
  messages: {
    tooShort: CANDIDATE_MESSAGES.newPasswordTooShort,
    differ: CANDIDATE_MESSAGES.newPasswordsDoNotMatch,
    changed: CANDIDATE_MESSAGES.passwordChanged,
    failed: CANDIDATE_MESSAGES.passwordFailed,
  },
  check: { by: 'form', currentMissing: PASSWORD_REQUEST_MESSAGES.currentRequired },
  toggleExpandedState: true,
};

/** The Account tab (docs/product/screens.md#candidate-profile): names and LinkedIn, the email addresses, the password, the data export. */
export function AccountTab({ profile }: AccountTabProps) {
  const [draft, setDraft] = useState<AccountDraft>(() => accountDraftOf(profile));
  const { save, saving } = useUpdateCandidateProfile();
  const [notice, setNotice] = useState<NoticeState | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (!draft.firstName.trim() || !draft.lastName.trim()) {
      setNotice(failure(CANDIDATE_MESSAGES.namesRequired));
      return;
    }
    if (!event.currentTarget.checkValidity()) {
      setNotice(failure(CANDIDATE_MESSAGES.invalidLinkedinUrl));
      return;
    }
    try {
      await save({ firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), linkedinUrl: draft.linkedinUrl.trim() || null });
      setNotice(success(CANDIDATE_MESSAGES.accountSaved));
      // the navigation bar and the dashboard greet by the stored first name
      updateStoredUser({ first_name: draft.firstName.trim(), last_name: draft.lastName.trim() });
    } catch (error) {
      setNotice(failureOf(error, CANDIDATE_MESSAGES.accountFailed));
    }
  }

  return (
    <div className="profile-panels">
      <section className="profile-panel" aria-labelledby="account-info-title">
        <h2 id="account-info-title" className="profile-panel__title">
          Account information
        </h2>
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="form-grid form-grid--2">
            <Field id="first-name" label="First name" required>
              <input
                id="first-name"
                className="input"
                autoComplete="given-name"
                required
                value={draft.firstName}
                onChange={(event) => setDraft({ ...draft, firstName: event.target.value })}
              />
            </Field>
            <Field id="last-name" label="Last name" required>
              <input
                id="last-name"
                className="input"
                autoComplete="family-name"
                required
                value={draft.lastName}
                onChange={(event) => setDraft({ ...draft, lastName: event.target.value })}
              />
            </Field>
          </div>
          <Field id="linkedin-url" label="LinkedIn URL" optional>
            <input
              id="linkedin-url"
              className="input"
              type="url"
              autoComplete="url"
              placeholder="https://www.linkedin.com/in/your-name"
              value={draft.linkedinUrl}
              onChange={(event) => setDraft({ ...draft, linkedinUrl: event.target.value })}
            />
          </Field>
          <div className="profile-actions">
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving && <Spinner />}
              {saving ? 'Saving...' : 'Save account information'}
            </button>
            <Notice notice={notice} />
          </div>
        </form>
      </section>

      <EmailManager />

      <ChangePasswordForm look={PASSWORD_LOOK} Notice={Notice} />

      <YourDataSection kind="candidate" />
    </div>
  );
}
