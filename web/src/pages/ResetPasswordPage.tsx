import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../app/error-message';
import { RESET_PASSWORD } from '../modules/auth/graphql/reset-password.mutation';
import { PASSWORD_RESET_MESSAGES } from '../modules/auth/messages';
import { digitsOnly, validateResetPassword } from '../modules/auth/validation';
import { PASSWORD_HINT } from '../modules/registration/validation';
import { Field, hintId } from '../modules/ui/components/Field';
import { AuthCardSuccessIcon } from '../modules/ui/components/AuthCardSuccessIcon';
import { FormAlert } from '../modules/ui/components/FormAlert';
import { PasswordInput } from '../modules/ui/components/PasswordInput';
import { RevokeApiKeysOption, apiKeysOutcome } from '../modules/auth/components/RevokeApiKeysOption';
import { Spinner } from '../modules/ui/components/Spinner';
import { useMountedRef, useTimeoutWhen } from '../modules/ui/hooks';
import { PASSWORD_REQUEST_MESSAGES } from '@hiring/contracts/vocabulary';

/** docs/product/rules.md#constants-and-limits: redirect after password reset. */
export const RESET_REDIRECT_MS = 3000;

/**
 * Set a new password with the emailed code (docs/product/screens.md#routes, Reset password). A new
 * link opened in the same tab (another email or code in the address) starts a fresh form: no old
 * error, password or success stays from the previous one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const linkEmail = params.get('email')?.trim() ?? '';
  const linkCode = params.get('code')?.trim() ?? '';
  return <ResetPasswordForm key={`${linkEmail}\n${linkCode}`} linkEmail={linkEmail} linkCode={linkCode} />;
}

function ResetPasswordForm({ linkEmail, linkCode }: { linkEmail: string; linkCode: string }) {
  const navigate = useNavigate();
  const mounted = useMountedRef();

  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);
  /** What the answer adds about the company's API keys ('' when nothing). */
  const [keysOutcome, setKeysOutcome] = useState('');
  const [done, setDone] = useState(false);
  const [resetPassword] = useMutation(RESET_PASSWORD);

  useTimeoutWhen(done, RESET_REDIRECT_MS, () => navigate('/login', { replace: true }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const input = {
      email: linkEmail || email,
      code: linkCode || code,
      newPassword,
      confirmPassword,
    };
    const problem = validateResetPassword(input);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const answer = await resetPassword({ variables: { email: input.email.trim(), code: input.code.trim(), newPassword: input.newPassword, revokeApiKeys } });
      if (mounted.current) {
        setKeysOutcome(apiKeysOutcome(answer.data?.resetPassword.message));
        setDone(true);
      }
    } catch (caught) {
      if (mounted.current) setError(errorMessage(caught, PASSWORD_RESET_MESSAGES.resetFailed));
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  }

  if (done) {
    return (
      <section className="auth-card auth-card--centered" aria-labelledby="page-title">
        <AuthCardSuccessIcon />
        <h1 id="page-title" className="page-title">
          All set
        </h1>
        <FormAlert tone="success" message={`${PASSWORD_REQUEST_MESSAGES.resetDone}${keysOutcome}`} />
        <p className="page-lead">Taking you to sign in with your new password...</p>
        <div className="auth-card__actions">
          <Link to="/login" className="btn btn--primary btn--block">
            Sign in now
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <header className="auth-card__header">
        <h1 id="page-title" className="page-title">
          Reset your password
        </h1>
        <p className="page-lead">
          {linkEmail ? (
            <>
              Choose a new password for <strong>{linkEmail}</strong>.
            </>
          ) : (
            'Enter the code from your email and choose a new password.'
          )}
        </p>
      </header>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        {!linkEmail && (
          <Field id="reset-email" label="Email" required>
            <input
              id="reset-email"
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
        )}
        {!linkCode && (
          <Field id="reset-code" label="Reset code" hint="The 6-digit code from the email we sent you." required>
            <input
              id="reset-code"
              className="input input--code"
              type="text"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-describedby={hintId('reset-code')}
              value={code}
              onChange={(event) => setCode(digitsOnly(event.target.value))}
            />
          </Field>
        )}
        <Field id="reset-new-password" label="New password" hint={PASSWORD_HINT} required>
          <PasswordInput
            id="reset-new-password"
            name="new-password"
            autoComplete="new-password"
            aria-describedby={hintId('reset-new-password')}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        </Field>
        <Field id="reset-confirm-password" label="Confirm new password" required>
          <PasswordInput
            id="reset-confirm-password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </Field>
        <RevokeApiKeysOption id="reset-revoke-api-keys" checked={revokeApiKeys} onChange={setRevokeApiKeys} />
        <FormAlert message={error} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={submitting}>
          {submitting && <Spinner />}
          {submitting ? 'Resetting password...' : 'Reset password'}
        </button>
      </form>
      <div className="auth-card__footer">
        <p>
          Need a new code? <Link to="/forgot-password">Request another reset</Link>
        </p>
        <p>
          <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
