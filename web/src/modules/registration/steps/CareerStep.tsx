import { useEffect, useState, type FormEvent } from 'react';
import { Field, hintId } from '../../ui/components/Field';
import { parseSalary } from '../career-data';
import { ErrorSummary, FieldError, focusField, invalidProps, stillFailing, type FieldErrors } from '../components/FieldError';
import { JobClassificationFields } from '../components/JobClassificationFields';
import { SkillsInput } from '../components/SkillsInput';
import { WorkExperienceEditor } from '../components/WorkExperienceEditor';
import { DEGREE_LEVELS, WORK_MODELS, type RegistrationDraft } from '../draft';
import { careerFieldErrors } from '../validation';

interface CareerStepProps {
  draft: RegistrationDraft;
  onChange: (patch: Partial<RegistrationDraft>) => void;
  onBack: () => void;
  onNext: () => void;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Candidate step 5: education, experience, skills, what they are looking for, and their position. */
export function CareerStep({ draft, onChange, onBack, onNext }: CareerStepProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  // a field's error goes as soon as the field is fixed
  useEffect(() => setErrors((shown) => stillFailing(shown, careerFieldErrors(draft))), [draft]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = careerFieldErrors(draft);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) focusField(first);
    else onNext();
  }

  return (
    <form className="wizard-step form" onSubmit={onSubmit} noValidate>
      <ErrorSummary errors={errors} />
      <section className="form-section" aria-labelledby="career-education">
        <h2 id="career-education" className="form-section__title">
          Education
        </h2>
        <Field id="reg-institution" label="Institution" required>
          <input
            id="reg-institution"
            className="input"
            placeholder="e.g. University of Michigan"
            {...invalidProps('reg-institution', errors['reg-institution'], false)}
            value={draft.institutionCustom}
            onChange={(event) => onChange({ institutionCustom: event.target.value })}
          />
          <FieldError id="reg-institution" error={errors['reg-institution']} />
        </Field>
        <div className="form-grid form-grid--2">
          <Field id="reg-degree" label="Degree level" required>
            <select
              id="reg-degree"
              className="select"
              {...invalidProps('reg-degree', errors['reg-degree'], false)}
              value={draft.degreeLevel}
              onChange={(event) => onChange({ degreeLevel: event.target.value })}
            >
              <option value="">Select a degree level</option>
              {DEGREE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
            <FieldError id="reg-degree" error={errors['reg-degree']} />
          </Field>
          <Field id="reg-field" label="Field of study" required>
            <input
              id="reg-field"
              className="input"
              placeholder="e.g. Computer Science"
              {...invalidProps('reg-field', errors['reg-field'], false)}
              value={draft.fieldOfStudyCustom}
              onChange={(event) => onChange({ fieldOfStudyCustom: event.target.value })}
            />
            <FieldError id="reg-field" error={errors['reg-field']} />
          </Field>
        </div>
      </section>

      <section className="form-section" aria-labelledby="career-experience">
        <h2 id="career-experience" className="form-section__title">
          Work experience
        </h2>
        <p className="form-section__lead">Company, job title and start date are needed for an entry to count.</p>
        <WorkExperienceEditor entries={draft.workExperiences} errors={errors} onChange={(workExperiences) => onChange({ workExperiences })} />
      </section>

      <section className="form-section" aria-labelledby="career-skills">
        <h2 id="career-skills" className="form-section__title">
          Skills
        </h2>
        <SkillsInput skills={draft.top5Skills} error={errors['reg-skill']} onChange={(top5Skills) => onChange({ top5Skills })} />
      </section>

      <section className="form-section" aria-labelledby="career-looking">
        <h2 id="career-looking" className="form-section__title">
          What you're looking for
        </h2>
        <p className="form-section__lead">Only companies that unlock your profile see your salary expectations.</p>
        <div className="form-grid form-grid--2">
          <SalaryField
            id="reg-expected-salary"
            label="Expected base salary"
            value={draft.expectedBaseSalary}
            onChange={(expectedBaseSalary) => onChange({ expectedBaseSalary })}
          />
          <SalaryField
            id="reg-dream-salary"
            label="Dream scenario base salary"
            value={draft.dreamScenarioBaseSalary}
            onChange={(dreamScenarioBaseSalary) => onChange({ dreamScenarioBaseSalary })}
          />
        </div>
        <div className="form-grid form-grid--2">
          <Field id="reg-work-model" label="Work model">
            <select
              id="reg-work-model"
              className="select"
              value={draft.workModel}
              onChange={(event) =>
                onChange({ workModel: event.target.value, isStrictlyRemote: event.target.value === 'remote' ? draft.isStrictlyRemote : false })
              }
            >
              <option value="">No preference</option>
              {WORK_MODELS.map((model) => (
                <option key={model.value} value={model.value}>
                  {model.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="reg-location" label="Work location">
            <input
              id="reg-location"
              className="input"
              placeholder="e.g. Austin, TX"
              autoComplete="address-level2"
              value={draft.workLocation}
              onChange={(event) => onChange({ workLocation: event.target.value })}
            />
          </Field>
        </div>
        {draft.workModel === 'remote' && (
          <label className="checkbox">
            <input type="checkbox" checked={draft.isStrictlyRemote} onChange={(event) => onChange({ isStrictlyRemote: event.target.checked })} />
            <span>I'm only interested in fully remote roles</span>
          </label>
        )}
        <Field id="reg-linkedin" label="LinkedIn URL" optional>
          <input
            id="reg-linkedin"
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/your-name"
            value={draft.linkedinUrl}
            onChange={(event) => onChange({ linkedinUrl: event.target.value })}
          />
        </Field>
      </section>

      <section className="form-section" aria-labelledby="career-position">
        <h2 id="career-position" className="form-section__title">
          Your position
        </h2>
        <p className="form-section__lead">The kind of role you do; companies search by it.</p>
        <JobClassificationFields
          idPrefix="reg"
          value={{ jobFamily: draft.jobFamily, jobTitle: draft.jobTitle }}
          onChange={(classification) => onChange(classification)}
        />
      </section>

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

function SalaryField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  const amount = parseSalary(value);
  return (
    <Field id={id} label={label} hint={amount !== null ? `${usd.format(amount)} per year` : 'USD per year'}>
      <div className="input-affix">
        <span className="input-affix__prefix" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          className="input"
          inputMode="numeric"
          placeholder="120000"
          aria-describedby={hintId(id)}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, '').slice(0, 9))}
        />
      </div>
    </Field>
  );
}
