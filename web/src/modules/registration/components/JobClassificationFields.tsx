import { Field, hintId } from '../../ui/components/Field';
import { isJobTitleSelectDisabled, selectJobFamily, type JobClassification } from '../job-classification';
import { JOB_FAMILIES, titlesForJobFamily, UNKNOWN_JOB_FAMILY } from '../job-families';

interface JobClassificationFieldsProps {
  idPrefix: string;
  value: JobClassification;
  onChange: (value: JobClassification) => void;
  /** Only adds an asterisk (docs/product/rules.md#validation). */
  required?: boolean;
}

/**
 * Job family and job title (docs/product/rules.md#states-and-transitions): a family sets its first title;
 * unknown sets Unknown and locks the title; clearing the family clears the
 * title; the title select waits for a family.
 */
export function JobClassificationFields({ idPrefix, value, onChange, required = false }: JobClassificationFieldsProps) {
  const familyId = `${idPrefix}-job-family`;
  const titleId = `${idPrefix}-job-title`;
  const titles = titlesForJobFamily(value.jobFamily);
  const titleDisabled = isJobTitleSelectDisabled(value.jobFamily);
  const titleHint = !value.jobFamily
    ? 'Choose a job family first.'
    : value.jobFamily === UNKNOWN_JOB_FAMILY
      ? 'The title is Unknown when the family is unknown.'
      : undefined;

  return (
    <div className="form-grid form-grid--2">
      <Field id={familyId} label="Job family" required={required}>
        <select id={familyId} className="select" value={value.jobFamily} onChange={(event) => onChange(selectJobFamily(event.target.value))}>
          <option value="">Select a job family</option>
          {JOB_FAMILIES.map((family) => (
            <option key={family.key} value={family.key}>
              {family.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={titleId} label="Job title" required={required} hint={titleHint}>
        <select
          id={titleId}
          className="select"
          value={value.jobTitle}
          disabled={titleDisabled}
          aria-describedby={titleHint ? hintId(titleId) : undefined}
          onChange={(event) => onChange({ jobFamily: value.jobFamily, jobTitle: event.target.value })}
        >
          {!value.jobFamily && <option value="">Select a job family first</option>}
          {titles.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
