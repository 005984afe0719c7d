import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../app/error-message';
import { FORGOT_PASSWORD } from '../modules/auth/graphql/forgot-password.mutation';
import { PASSWORD_RESET_MESSAGES } from '../modules/auth/messages';
import { Field } from '../modules/ui/components/Field';
import { AuthCardSuccessIcon } from '../modules/ui/components/AuthCardSuccessIcon';
import { FormAlert } from '../modules/ui/components/FormAlert';
import { Spinner } from '../modules/ui/components/Spinner';
import { useMountedRef } from '../modules/ui/hooks';

/** Request a password reset code (docs/product/screens.md#routes, Forgot password). */
export function ForgotPasswordPage() {
  const mounted = useMountedRef();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [forgotPassword] = useMutation(FORGOT_PASSWORD);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    setSubmitting(true);
    try {
      // the same answer whether or not the address has an account
      await forgotPassword({ variables: { email: email.trim() } });
      if (mounted.current) setSentTo(email.trim());
    } catch (caught) {
      if (mounted.current) setError(errorMessage(caught, PASSWORD_RESET_MESSAGES.forgotFailed));
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  }

  if (sentTo !== null) {
    return (
      <section className="auth-card auth-card--centered" aria-labelledby="page-title">
        <AuthCardSuccessIcon symbol="envelope" />
        <h1 id="page-title" className="page-title" tabIndex={-1}>
          Check your email
        </h1>
        <p className="page-lead">
          If an account exists for <strong>{sentTo}</strong>, we've sent it a 6-digit code to reset your password. The code expires after 15 minutes.
        </p>
        <div className="auth-card__actions">
          <Link to={`/reset-password?email=${encodeURIComponent(sentTo)}`} className="btn btn--primary btn--block btn--lg">
            Enter reset code
          </Link>
          <Link to="/login" className="btn btn--secondary btn--block">
            Back to sign in
          </Link>
        </div>
        <p className="auth-card__note">
          No email after a few minutes? Check your spam folder, or{' '}
          <button type="button" className="link-button" onClick={() => setSentTo(null)}>
            try again
          </button>
          .
        </p>
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <header className="auth-card__header">
        <h1 id="page-title" className="page-title">
          Forgot your password?
        </h1>
        <p className="page-lead">Enter the email you registered with and we'll send you a code to reset it.</p>
      </header>
      <form className="form" onSubmit={onSubmit} aria-busy={submitting}>
        <Field id="forgot-email" label="Email">
          <input
            id="forgot-email"
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <FormAlert message={error} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={submitting}>
          {submitting && <Spinner />}
          {submitting ? 'Sending...' : 'Send reset code'}
        </button>
      </form>
      <div className="auth-card__footer">
        <p>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
        <p>
          Already have a code? <Link to="/reset-password">Reset your password</Link>
        </p>
      </div>
    </section>
  );
}
