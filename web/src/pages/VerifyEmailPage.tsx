import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { saveTempAccessToken, type UserType } from '../app/session';
import { useVerificationCode } from '../modules/auth/hooks/useVerificationCode';
import { VERIFICATION_MESSAGES } from '../modules/auth/messages';
import { userTypeParam } from '../modules/auth/user-type';
import { digitsOnly, retryAfterSeconds, validateVerifyPageCode } from '../modules/auth/validation';
import { Field, hintId } from '../modules/ui/components/Field';
import { AuthCardSuccessIcon } from '../modules/ui/components/AuthCardSuccessIcon';
import { FormAlert } from '../modules/ui/components/FormAlert';
import { Spinner } from '../modules/ui/components/Spinner';
import { useCountdown, useMountedRef, useTimeoutWhen } from '../modules/ui/hooks';
import { StatusMark } from '../modules/ui/components/StatusMark';

/** docs/product/rules.md#constants-and-limits. */
export const VERIFIED_REDIRECT_MS = 1500;
export const RESEND_COOLDOWN_SECONDS = 30;

/** The navigation state this page needs (docs/product/screens.md#routes, Verify email page). */
export interface VerifyEmailState {
  email?: string;
  userType?: UserType;
  firstName?: string;
  lastName?: string;
  fromRegistration?: boolean;
}

function readState(state: unknown): VerifyEmailState {
  if (!state || typeof state !== 'object') return {};
  const raw = state as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    email: text(raw.email)?.trim() || undefined,
    userType: userTypeParam(text(raw.userType) ?? null) ?? undefined,
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    fromRegistration: raw.fromRegistration === true,
  };
}

/** Verify an email address with the 6-digit code (docs/product/screens.md#routes, Verify email page). */
export function VerifyEmailPage() {
  const location = useLocation();
  const state = readState(location.state);
  if (!state.email) return <Navigate to="/register" replace />;
  return <VerifyEmailForm state={{ ...state, email: state.email }} />;
}

function VerifyEmailForm({ state }: { state: VerifyEmailState & { email: string } }) {
  const navigate = useNavigate();
  const mounted = useMountedRef();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState(false);
  const [inputError, setInputError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resendMessage, setResendMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const cooldown = useCountdown();
  const { sendCode, validateCode } = useVerificationCode();

  useTimeoutWhen(verified, VERIFIED_REDIRECT_MS, () => navigate('/dashboard', { replace: true }));

  const identity = {
    email: state.email,
    firstName: state.firstName ?? '',
    lastName: state.lastName ?? '',
    userType: state.userType ?? null,
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying || verified) return;
    setFailure(null);
    setResendMessage(null);
    const problem = validateVerifyPageCode(code);
    setInputError(problem);
    if (problem) return;
    setVerifying(true);
    try {
      const tempToken = await validateCode(identity, code);
      if (tempToken) saveTempAccessToken(tempToken);
      if (mounted.current) setVerified(true);
    } catch (caught) {
      if (mounted.current) setFailure(caught instanceof Error ? caught.message : VERIFICATION_MESSAGES.codeFailed);
    } finally {
      if (mounted.current) setVerifying(false);
    }
  }

  async function onResend() {
    if (resending || cooldown.secondsLeft > 0) return;
    setResendMessage(null);
    setResending(true);
    try {
      await sendCode(identity, { resend: true });
      if (!mounted.current) return;
      setResendMessage({ tone: 'success', text: 'Verification email sent successfully!' });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (caught) {
      if (!mounted.current) return;
      const text = caught instanceof Error ? caught.message : VERIFICATION_MESSAGES.resendFailed;
      setResendMessage({ tone: 'error', text });
      // 'Please wait 25 seconds...' (e.g. after a reload, which forgets the last send): the server's wait
      const wait = retryAfterSeconds(text);
      if (wait) cooldown.start(wait);
    } finally {
      if (mounted.current) setResending(false);
    }
  }

  if (verified) {
    return (
      <section className="auth-card auth-card--centered" aria-labelledby="page-title">
        <AuthCardSuccessIcon />
        <h1 id="page-title" className="page-title">
          You're verified
        </h1>
        <FormAlert tone="success" message="Email verified successfully! Redirecting..." />
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <header className="auth-card__header">
        <span className="auth-card__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <rect x="3" y="5" width="18" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 id="page-title" className="page-title">
          Verify your email
        </h1>
        <p className="page-lead">
          We sent a 6-digit code to <strong>{state.email}</strong>. Enter it below to confirm the address is yours.
        </p>
      </header>

      <FormAlert title={failure ? 'Verification Failed' : undefined} message={failure} />

      <form className="form" onSubmit={onSubmit} noValidate aria-busy={verifying}>
        <Field id="verify-code" label="Verification code" hint="Digits only; the code expires after 15 minutes.">
          <input
            id="verify-code"
            className="input input--code"
            type="text"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? 'verify-code-error' : hintId('verify-code')}
            value={code}
            onChange={(event) => setCode(digitsOnly(event.target.value))}
          />
        </Field>
        <div role="alert" className="alert-region" id="verify-code-error">
          {inputError && (
            <p className="field__error">
              <StatusMark tone="error" className="field__mark" />
              <span>{inputError}</span>
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={verifying}>
          {verifying && <Spinner />}
          {verifying ? 'Verifying...' : 'Verify email'}
        </button>
      </form>

      <div className="resend">
        <p className="resend__text">Didn't get the code? Check your spam folder or send a new one.</p>
        <button type="button" className="btn btn--secondary btn--block" onClick={onResend} disabled={resending || cooldown.secondsLeft > 0}>
          {resending ? 'Sending...' : cooldown.secondsLeft > 0 ? `Resend code in ${cooldown.secondsLeft}s` : 'Resend code'}
        </button>
        <FormAlert tone="success" message={resendMessage?.tone === 'success' ? resendMessage.text : null} />
        <FormAlert message={resendMessage?.tone === 'error' ? resendMessage.text : null} />
      </div>

      <div className="auth-card__footer">
        <p>
          <Link to="/register">Back to registration</Link>
        </p>
      </div>
    </section>
  );
}
