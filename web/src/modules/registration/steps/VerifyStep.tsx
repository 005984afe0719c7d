import { useState, type FormEvent } from 'react';
import { Field, hintId } from '../../ui/components/Field';
import { FormAlert } from '../../ui/components/FormAlert';
import { Spinner } from '../../ui/components/Spinner';
import { validateRegistrationCode, VERIFICATION_CODE_LENGTH } from '../validation';

export interface CodeSendState {
  sending: boolean;
  /** 'Verification code sent' style notice after a successful (re)send. */
  notice: string | null;
  error: string | null;
}

interface VerifyStepProps {
  email: string;
  code: string;
  verified: boolean;
  sendState: CodeSendState;
  cooldownSeconds: number;
  onCodeChange: (code: string) => void;
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 4: the 6-digit code sent when the step was entered (the codes are digits, as the email says). */
export function VerifyStep(props: VerifyStepProps) {
  const { email, code, verified, sendState, cooldownSeconds, onCodeChange, onVerify, onResend, onBack, onNext } = props;
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verified) {
      onNext();
      return;
    }
    if (verifying) return;
    const problem = validateRegistrationCode(code);
    setError(problem);
    if (problem) return;
    setVerifying(true);
    const failure = await onVerify(code.trim());
    setVerifying(false);
    setError(failure);
  }

  if (verified) {
    return (
      <form className="wizard-step form" onSubmit={onSubmit}>
        <FormAlert tone="success" message={`${email} is verified.`} />
        <div className="wizard-actions">
          <button type="button" className="btn btn--ghost" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="btn btn--primary btn--lg">
            Continue
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="wizard-step form" onSubmit={onSubmit} noValidate aria-busy={verifying}>
      <div className="verify-intro">
        {sendState.sending ? (
          <p className="verify-intro__text" role="status">
            <Spinner /> Sending a code to <strong>{email}</strong>...
          </p>
        ) : (
          <p className="verify-intro__text">
            Enter the 6-digit code we sent to <strong>{email}</strong>. It expires after 15 minutes.
          </p>
        )}
      </div>
      <FormAlert tone="success" message={sendState.notice} />
      <FormAlert message={sendState.error} />
      <Field id="reg-code" label="Verification code" hint="Check your spam folder if it hasn't arrived after a minute.">
        <input
          id="reg-code"
          className="input input--code"
          type="text"
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          aria-describedby={hintId('reg-code')}
          value={code}
          onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <FormAlert message={error} />
      <div className="resend resend--inline">
        <span className="resend__text">Didn't get it?</span>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onResend} disabled={sendState.sending || cooldownSeconds > 0}>
          {cooldownSeconds > 0 ? `Resend code in ${cooldownSeconds}s` : 'Resend code'}
        </button>
      </div>
      <div className="wizard-actions">
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={verifying}>
          Back
        </button>
        <button type="submit" className="btn btn--primary btn--lg" disabled={verifying}>
          {verifying && <Spinner />}
          {verifying ? 'Verifying...' : 'Verify email'}
        </button>
      </div>
    </form>
  );
}
