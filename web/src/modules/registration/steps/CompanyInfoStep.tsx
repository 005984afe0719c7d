import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '../../ui/components/Field';
import { FormAlert } from '../../ui/components/FormAlert';
import { Spinner } from '../../ui/components/Spinner';
import { COMPANY_SIZES, INDUSTRIES, type RegistrationDraft } from '../draft';
import { FieldError, focusField, invalidProps, stillFailing, type FieldErrors } from '../components/FieldError';
import { companyInfoErrors } from '../validation';

interface CompanyInfoStepProps {
  draft: RegistrationDraft;
  submitting: boolean;
  submitError: string | null;
  onChange: (patch: Partial<RegistrationDraft>) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Company step 5: company information, then the account is created. */
export function CompanyInfoStep({ draft, submitting, submitError, onChange, onBack, onSubmit }: CompanyInfoStepProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setErrors((shown) => stillFailing(shown, companyInfoErrors(draft))), [draft]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = companyInfoErrors(draft);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) focusField(first);
    else onSubmit();
  }

  return (
    <form className="wizard-step form" onSubmit={submit} noValidate aria-busy={submitting}>
      <Field id="reg-company-name" label="Company name" required>
        <input
          id="reg-company-name"
          className="input"
          autoComplete="organization"
          {...invalidProps('reg-company-name', errors['reg-company-name'], false)}
          value={draft.companyName}
          onChange={(event) => onChange({ companyName: event.target.value })}
        />
        <FieldError id="reg-company-name" error={errors['reg-company-name']} />
      </Field>
      <div className="form-grid form-grid--2">
        <Field id="reg-industry" label="Industry">
          <select id="reg-industry" className="select" value={draft.industry} onChange={(event) => onChange({ industry: event.target.value })}>
            <option value="">Select an industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
        </Field>
        <Field id="reg-size" label="Company size">
          <select id="reg-size" className="select" value={draft.size} onChange={(event) => onChange({ size: event.target.value })}>
            <option value="">Select a size</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} employees
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="reg-website" label="Website" optional>
        <input
          id="reg-website"
          className="input"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          {...invalidProps('reg-website', errors['reg-website'], false)}
          value={draft.website}
          onChange={(event) => onChange({ website: event.target.value })}
        />
        <FieldError id="reg-website" error={errors['reg-website']} />
      </Field>
      <FormAlert message={Object.values(errors)[0] ?? submitError} />
      <div className="wizard-actions">
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={submitting}>
          Back
        </button>
        <button type="submit" className="btn btn--primary btn--lg" disabled={submitting}>
          {submitting && <Spinner />}
          {submitting ? 'Creating your account...' : 'Create company account'}
        </button>
      </div>
    </form>
  );
}
