import { useState, type FormEvent } from 'react';
import { UPLOAD_ADDRESS_RULE } from '../../auth/messages';
import { Field, hintId } from '../../ui/components/Field';
import { FormAlert } from '../../ui/components/FormAlert';
import { PasswordInput } from '../../ui/components/PasswordInput';
import type { RegistrationDraft } from '../draft';
import { PASSWORD_HINT, validateBasicInfo } from '../validation';

interface BasicInfoStepProps {
  draft: RegistrationDraft;
  /** Shown after a resume analysis filled the form. */
  prefilledFrom: string | null;
  onChange: (patch: Partial<RegistrationDraft>) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 3: name, email and password. */
export function BasicInfoStep({ draft, prefilledFrom, onChange, onBack, onNext }: BasicInfoStepProps) {
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateBasicInfo(draft);
    setError(problem);
    if (!problem) onNext();
  }

  return (
    <form className="wizard-step form" onSubmit={onSubmit} noValidate>
      {prefilledFrom && <FormAlert tone="info" message={`We filled in what we found in ${prefilledFrom}. Please check everything before you continue.`} />}
      <div className="form-grid form-grid--2">
        <Field id="reg-first-name" label="First name" required>
          <input
            id="reg-first-name"
            className="input"
            name="given-name"
            autoComplete="given-name"
            value={draft.firstName}
            onChange={(event) => onChange({ firstName: event.target.value })}
          />
        </Field>
        <Field id="reg-last-name" label="Last name" required>
          <input
            id="reg-last-name"
            className="input"
            name="family-name"
            autoComplete="family-name"
            value={draft.lastName}
            onChange={(event) => onChange({ lastName: event.target.value })}
          />
        </Field>
      </div>
      <Field
        id="reg-email"
        label={draft.userType === 'company' ? 'Work email' : 'Email'}
        hint={draft.userType === 'candidate' ? UPLOAD_ADDRESS_RULE.registrationEmail : 'We will send a verification code to this address.'}
        required
      >
        <input
          id="reg-email"
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          aria-describedby={hintId('reg-email')}
          value={draft.email}
          onChange={(event) => onChange({ email: event.target.value })}
        />
      </Field>
      <div className="form-grid form-grid--2">
        <Field id="reg-password" label="Password" hint={PASSWORD_HINT} required>
          <PasswordInput
            id="reg-password"
            name="new-password"
            autoComplete="new-password"
            aria-describedby={hintId('reg-password')}
            value={draft.password}
            onChange={(event) => onChange({ password: event.target.value })}
          />
        </Field>
        <Field id="reg-confirm-password" label="Confirm password" required>
          <PasswordInput
            id="reg-confirm-password"
            name="confirm-password"
            autoComplete="new-password"
            value={draft.confirmPassword}
            onChange={(event) => onChange({ confirmPassword: event.target.value })}
          />
        </Field>
      </div>
      <FormAlert message={error} />
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
