import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ACCOUNT_LIMITS } from '@hiring/contracts/vocabulary';
import { errorMessage } from '../../../app/error-message';
import { updateStoredUser, type StoredUser } from '../../../app/session';
import { ChangePasswordForm, type ChangePasswordLook } from '../../auth/components/ChangePasswordForm';
import { Notice, failure, success, type NoticeState } from '../../billing/components/Notice';
import { useFreshNotice } from '../../candidate-profile/components/Notice';
import { YourDataSection } from '../../personal-data/components/YourDataSection';
import { Spinner } from '../../ui/components/Spinner';
import { PROFILE_TEXT, type CompanyProfile } from '../company-profile';
import { ACCOUNT_EMAIL_VERIFIED } from '../graphql/account-email.query';
import { SAVE_COMPANY_PROFILE } from '../graphql/save-company-profile.mutation';

interface AccountTabProps {
  profile: CompanyProfile;
  user: StoredUser | null;
}

/** The password card as the company profile shows it (docs/product/screens.md#company-profile). */
const PASSWORD_LOOK: ChangePasswordLook = {
  idPrefix: 'cp-',
  classes: {
    section: 'cp-card',
    header: 'cp-card__header',
    title: 'cp-card__title',
    lead: 'cp-card__lead',
    form: 'form cp-password',
    newPasswords: 'form-grid form-grid--2',
    actions: 'cp-actions',
  },
  lead: 'Change the password you sign in with.',
  labels: {
    toggle: 'Change Password',
    submit: 'Update Password',
    // the space parts the text from the spinner, as on the card before
    saving: ' Updating...',
    newPasswordHint: `At least ${ACCOUNT_LIMITS.passwordMinLength} characters.`,
  },
  messages: {
    tooShort: PROFILE_TEXT.passwordTooShort,
    differ: PROFILE_TEXT.passwordsDiffer,
    changed: PROFILE_TEXT.passwordChanged,
    failed: PROFILE_TEXT.passwordFailed,
  },
  check: { by: 'browser' },
  describeHint: true,
  formId: 'cp-password-form',
  noticeAbove: true,
  offerApiKeyRevocation: true,
};

/** User Account (docs/product/screens.md#company-profile): names, the verification badge, change password, the data export. */
export function AccountTab({ profile, user }: AccountTabProps) {
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [saveAccount] = useMutation(SAVE_COMPANY_PROFILE);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const shownNotice = useFreshNotice(notice);
  const email = profile.email || user?.email || '';
  // The server's field decides; the stored user's copy stands in until it answers. Unknown is not verified.
  const serverVerified = useQuery(ACCOUNT_EMAIL_VERIFIED, { fetchPolicy: 'cache-and-network' }).data?.me?.emailVerified;
  const verified: boolean | null =
    typeof serverVerified === 'boolean' ? serverVerified : typeof user?.email_verified === 'boolean' ? user.email_verified : null;
  useEffect(() => {
    if (typeof serverVerified === 'boolean') updateStoredUser({ email_verified: serverVerified });
  }, [serverVerified]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setNotice(null);
    try {
      await saveAccount({ variables: { input: { firstName: firstName.trim(), lastName: lastName.trim() } } });
      updateStoredUser({ first_name: firstName.trim(), last_name: lastName.trim() });
      setNotice(success(PROFILE_TEXT.accountSaved));
    } catch (error) {
      setNotice(failure(errorMessage(error, PROFILE_TEXT.accountFailed)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="cp-stack">
      <section className="cp-card" aria-labelledby="cp-account-title">
        <div className="cp-card__header">
          <div>
            <h2 id="cp-account-title" className="cp-card__title">
              Personal Information
            </h2>
            <p className="cp-card__lead">Your name as your team and candidates see it.</p>
          </div>
        </div>
        <div className="cp-email">
          <div>
            <p className="cp-email__label">Email address</p>
            <p className="cp-email__value">{email}</p>
          </div>
          {verified === null ? null : verified ? (
            <span className="cp-badge cp-badge--success">
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="m4 8.5 2.5 2.5L12 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              Verified
            </span>
          ) : (
            <span className="cp-badge cp-badge--warning">Not Verified</span>
          )}
        </div>
        {verified === false && <p className="cp-verify-note">{PROFILE_TEXT.verifyEmail}</p>}
        <form className="form" onSubmit={(event) => void submit(event)}>
          <div className="form-grid form-grid--2">
            <div className="field">
              <label htmlFor="cp-first-name" className="field__label">
                First name{' '}
                <span className="field__required" aria-hidden="true">
                  *
                </span>
              </label>
              <input
                id="cp-first-name"
                className="input"
                autoComplete="given-name"
                required
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="cp-last-name" className="field__label">
                Last name{' '}
                <span className="field__required" aria-hidden="true">
                  *
                </span>
              </label>
              <input
                id="cp-last-name"
                className="input"
                autoComplete="family-name"
                required
                value={lastName}
                onChange={(event) => setLastName(event.target.value)}
              />
            </div>
          </div>
          <Notice notice={shownNotice} />
          <div className="cp-actions">
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? (
                <>
                  <Spinner /> Saving...
                </>
              ) : (
                'Save Account Information'
              )}
            </button>
          </div>
        </form>
      </section>
      <ChangePasswordForm look={PASSWORD_LOOK} Notice={Notice} />
      <YourDataSection kind="company" />
    </div>
  );
}
