import { useState, type FormEvent } from 'react';
import { CANDIDATE_MESSAGES, DEGREE_LEVELS } from '@hiring/contracts/vocabulary';
import { WORK_MODELS } from '../../registration/draft';
import { Field } from '../../ui/components/Field';
import { FieldError, focusField, invalidProps } from '../../registration/components/FieldError';
import { Spinner } from '../../ui/components/Spinner';
import { useUpdateCandidateProfile } from '../hooks/useUpdateCandidateProfile';
import { careerDraftOf, careerPayload, salaryEcho, salaryProblem, type CandidateProfile, type CareerDraft } from '../profile-form';
import { failure, failureOf, Notice, success, type NoticeState } from './Notice';
import { WorkHistory } from './WorkHistory';

interface CareerTabProps {
  profile: CandidateProfile;
}

/**
 * The Career tab (docs/product/screens.md#candidate-profile): "What You're Looking For" and "What You've Done". Both
 * panels' fields make the full career form, saved by either panel's button; the work history
 * has its own view and edit modes and is saved on its own.
 */
export function CareerTab({ profile }: CareerTabProps) {
  const [draft, setDraft] = useState<CareerDraft>(() => careerDraftOf(profile));
  const [saving, setSaving] = useState<'preferences' | 'education' | null>(null);
  const [notices, setNotices] = useState<{ preferences: NoticeState | null; education: NoticeState | null }>({ preferences: null, education: null });
  const { save } = useUpdateCandidateProfile();
  const skills = profile.skills;

  const update = (patch: Partial<CareerDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // numbers only: digits and the way amounts are written ($, thousands commas, a decimal point, k)
  const amount = (value: string) => value.replace(/[^\d$,.kK ]/g, '').slice(0, 14);
  const [salaryErrors, setSalaryErrors] = useState<{ expected: string | null; dream: string | null }>({ expected: null, dream: null });
  const shownErrors = {
    expected: salaryErrors.expected && salaryProblem(draft.expectedBaseSalary),
    dream: salaryErrors.dream && salaryProblem(draft.dreamScenarioBaseSalary),
  };

  async function submit(event: FormEvent, panel: 'preferences' | 'education') {
    event.preventDefault();
    setNotices({ preferences: null, education: null });
    const expected = salaryProblem(draft.expectedBaseSalary);
    const dream = salaryProblem(draft.dreamScenarioBaseSalary);
    setSalaryErrors({ expected, dream });
    const problem = expected ?? dream;
    if (problem) {
      setNotices((current) => ({ ...current, [panel]: failure(problem) }));
      focusField(expected ? 'expected-salary' : 'dream-salary');
      return;
    }
    setSaving(panel);
    try {
      await save(careerPayload(draft));
      setNotices((current) => ({ ...current, [panel]: success(CANDIDATE_MESSAGES.careerSaved) }));
    } catch (error) {
      setNotices((current) => ({ ...current, [panel]: failureOf(error, CANDIDATE_MESSAGES.careerFailed) }));
    } finally {
      setSaving(null);
    }
  }

  const expectedEcho = salaryEcho(draft.expectedBaseSalary);
  const dreamEcho = salaryEcho(draft.dreamScenarioBaseSalary);

  return (
    <div className="profile-panels">
      <section className="profile-panel" aria-labelledby="looking-for-title">
        <h2 id="looking-for-title" className="profile-panel__title">
          What You&apos;re Looking For
        </h2>
        <form className="form" noValidate onSubmit={(event) => void submit(event, 'preferences')}>
          <div className="form-grid form-grid--2">
            <Field id="expected-salary" label="Expected base salary (USD per year)" hint={expectedEcho ?? 'For example 150,000'}>
              <div className="input-affix">
                <span className="input-affix__prefix" aria-hidden="true">
                  $
                </span>
                <input
                  id="expected-salary"
                  className="input"
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.expectedBaseSalary}
                  {...invalidProps('expected-salary', shownErrors.expected)}
                  onChange={(event) => update({ expectedBaseSalary: amount(event.target.value) })}
                />
              </div>
              <FieldError id="expected-salary" error={shownErrors.expected} />
            </Field>
            <Field id="dream-salary" label="Dream scenario base salary (USD per year)" hint={dreamEcho ?? 'For example 200,000'}>
              <div className="input-affix">
                <span className="input-affix__prefix" aria-hidden="true">
                  $
                </span>
                <input
                  id="dream-salary"
                  className="input"
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.dreamScenarioBaseSalary}
                  {...invalidProps('dream-salary', shownErrors.dream)}
                  onChange={(event) => update({ dreamScenarioBaseSalary: amount(event.target.value) })}
                />
              </div>
              <FieldError id="dream-salary" error={shownErrors.dream} />
            </Field>
            <Field id="work-model" label="Work model">
              <select
                id="work-model"
                className="select"
                value={draft.workModel}
                onChange={(event) => update({ workModel: event.target.value, isStrictlyRemote: event.target.value === 'remote' && draft.isStrictlyRemote })}
              >
                <option value="">Choose a work model</option>
                {WORK_MODELS.map((model) => (
                  <option key={model.value} value={model.value}>
                    {model.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="preferred-location" label="Preferred location">
              <input
                id="preferred-location"
                className="input"
                autoComplete="address-level2"
                placeholder="City, country"
                value={draft.preferredLocation}
                onChange={(event) => update({ preferredLocation: event.target.value })}
              />
            </Field>
          </div>
          {draft.workModel === 'remote' && (
            <label className="checkbox">
              <input type="checkbox" checked={draft.isStrictlyRemote} onChange={(event) => update({ isStrictlyRemote: event.target.checked })} />
              <span>Strictly remote: I only want fully remote roles</span>
            </label>
          )}
          <div className="profile-actions">
            <button type="submit" className="btn btn--primary" disabled={saving !== null}>
              {saving === 'preferences' ? <Spinner /> : null}
              {saving === 'preferences' ? 'Saving...' : 'Save preferences'}
            </button>
            <Notice notice={notices.preferences} />
          </div>
        </form>
      </section>

      <section className="profile-panel" aria-labelledby="done-title">
        <h2 id="done-title" className="profile-panel__title">
          What You&apos;ve Done
        </h2>

        <form className="form profile-subsection" noValidate onSubmit={(event) => void submit(event, 'education')} aria-labelledby="education-title">
          <h3 id="education-title" className="profile-subsection__title">
            Education
          </h3>
          <div className="form-grid form-grid--3">
            <Field id="institution" label="Institution">
              <input
                id="institution"
                className="input"
                autoComplete="organization"
                value={draft.institution}
                onChange={(event) => update({ institution: event.target.value })}
              />
            </Field>
            <Field id="degree-level" label="Degree level">
              <select id="degree-level" className="select" value={draft.degreeLevel} onChange={(event) => update({ degreeLevel: event.target.value })}>
                <option value="">Choose a degree level</option>
                {DEGREE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="field-of-study" label="Field of study">
              <input id="field-of-study" className="input" value={draft.fieldOfStudy} onChange={(event) => update({ fieldOfStudy: event.target.value })} />
            </Field>
          </div>
          <div className="profile-actions">
            <button type="submit" className="btn btn--primary" disabled={saving !== null}>
              {saving === 'education' ? <Spinner /> : null}
              {saving === 'education' ? 'Saving...' : 'Save education'}
            </button>
            <Notice notice={notices.education} />
          </div>
        </form>

        <div className="profile-subsection">
          <h3 className="profile-subsection__title" id="skills-title">
            Top skills
          </h3>
          {skills.length === 0 ? (
            <p className="profile-empty">No top skills added yet</p>
          ) : (
            <ul className="skill-list" aria-labelledby="skills-title">
              {skills.map((skill) => (
                <li key={skill} className="skill-chip">
                  {skill}
                </li>
              ))}
            </ul>
          )}
        </div>

        <WorkHistory entries={profile.workExperiences} />
      </section>
    </div>
  );
}
