import { useState, type FormEvent } from 'react';
import { Field } from '../../ui/components/Field';
import { FormAlert } from '../../ui/components/FormAlert';
import { Spinner } from '../../ui/components/Spinner';
import { COMPANY_SIZES, INDUSTRIES, type RegistrationDraft } from '../draft';
import { validateCompanyInfo } from '../validation';

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
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = validateCompanyInfo(draft);
    setError(problem);
    if (!problem) onSubmit();
  }

  return (
    <form className="wizard-step form" onSubmit={submit} noValidate aria-busy={submitting}>
      <Field id="reg-company-name" label="Company name" required>
        <input
          id="reg-company-name"
          className="input"
          autoComplete="organization"
          value={draft.companyName}
          onChange={(event) => onChange({ companyName: event.target.value })}
        />
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
          value={draft.website}
          onChange={(event) => onChange({ website: event.target.value })}
        />
      </Field>
      <FormAlert message={error ?? submitError} />
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
