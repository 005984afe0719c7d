import { describe, expect, it } from '@jest/globals';
import { CANDIDATE_MESSAGES, CareerInputError } from '@hiring/contracts';
import { applyProfileInput, formOf, successMessage, workExperiences } from '../../src/domain/profile/profile-input.js';
import type { ProfileData } from '../../src/domain/profile/profile-data.js';

const base: ProfileData = {
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  linkedinUrl: null,
  preferredLocation: 'London',
  workModel: 'remote',
  expectedBaseSalary: 100000,
  dreamScenarioBaseSalary: null,
  isStrictlyRemote: true,
  jobFamily: null,
  jobTitle: null,
  institution: 'UCL',
  degreeLevel: 'Bachelor',
  fieldOfStudy: 'Maths',
  certifications: [],
  skills: ['Go'],
  workExperiences: [],
  currentCompanyEmail: null,
  loginVerifiedAt: null,
};
const today = new Date(2026, 5, 15);
const fails = (run: () => unknown, text: string) => expect(run).toThrow(new CareerInputError(text));

describe('the three forms of POST /api/candidate/profile', () => {
  it('tells the forms apart for their success texts', () => {
    expect(formOf({ firstName: 'A', lastName: 'B', linkedinUrl: null })).toBe('account');
    expect(formOf({ workExperiences: [] })).toBe('work-experiences');
    expect(formOf({ expectedBaseSalary: 1, workModel: 'remote' })).toBe('career');
    expect(formOf({ firstName: 'A', lastName: 'B', workModel: 'remote' })).toBe('career');
    expect(successMessage('account')).toBe(CANDIDATE_MESSAGES.accountSaved);
    expect(successMessage('work-experiences')).toBe(CANDIDATE_MESSAGES.workExperienceSaved);
    expect(successMessage('career')).toBe(CANDIDATE_MESSAGES.careerSaved);
  });

  it('splits skills typed as a list (issue 32)', () => {
    expect(applyProfileInput(base, { skills: ['Go, PostgreSQL, Kubernetes', ' go '] }, today).skills).toEqual(['Go', 'PostgreSQL', 'Kubernetes']);
  });

  it('changes only the fields given; null clears; strictly remote only with remote', () => {
    const next = applyProfileInput(base, { workModel: 'Hybrid', preferredLocation: null }, today);
    expect(next).toEqual({ ...base, workModel: 'hybrid', preferredLocation: null, isStrictlyRemote: false });
    expect(applyProfileInput(base, { firstName: '  Augusta ', lastName: 'King' }, today)).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
      workModel: 'remote',
    });
  });

  it('checks every rule with its text', () => {
    fails(() => applyProfileInput(base, { firstName: ' ', lastName: 'King' }, today), CANDIDATE_MESSAGES.namesRequired);
    fails(() => applyProfileInput(base, { lastName: '' }, today), CANDIDATE_MESSAGES.namesRequired);
    fails(() => applyProfileInput(base, { linkedinUrl: 'ftp://example.com' }, today), CANDIDATE_MESSAGES.invalidLinkedinUrl);
    fails(() => applyProfileInput(base, { linkedinUrl: 'https://localhost' }, today), CANDIDATE_MESSAGES.invalidLinkedinUrl);
    fails(() => applyProfileInput(base, { expectedBaseSalary: -1 }, today), CANDIDATE_MESSAGES.invalidSalary);
    fails(() => applyProfileInput(base, { dreamScenarioBaseSalary: 1.5 }, today), CANDIDATE_MESSAGES.invalidSalary);
    fails(() => applyProfileInput(base, { workModel: 'office' }, today), CANDIDATE_MESSAGES.invalidWorkModel);
    fails(() => applyProfileInput(base, { degreeLevel: 'Diploma' }, today), CANDIDATE_MESSAGES.invalidDegreeLevel);
    fails(() => applyProfileInput(base, { institution: 'x'.repeat(201) }, today), CANDIDATE_MESSAGES.tooLong);
  });

  it('the job classification: a family and one of its titles; a listed title brings its family', () => {
    expect(applyProfileInput(base, { jobFamily: 'software-engineering', jobTitle: 'Backend Engineer' }, today)).toMatchObject({
      jobFamily: 'software-engineering',
      jobTitle: 'Backend Engineer',
    });
    expect(applyProfileInput(base, { jobTitle: 'Backend Engineer' }, today)).toMatchObject({ jobFamily: 'software-engineering' });
  });
});

describe('the work history', () => {
  const entry = { company: 'Acme', jobTitle: 'Engineer', startMonth: 3, startYear: 2021, endMonth: 6, endYear: 2023, isCurrent: false };

  it('needs company, title, start month and year on every entry; ignores the end of the current role', () => {
    expect(workExperiences([{ ...entry, isCurrent: true }], today)).toEqual([{ ...entry, endMonth: null, endYear: null, isCurrent: true }]);
    for (const missing of ['company', 'jobTitle', 'startMonth', 'startYear'] as const) {
      fails(() => workExperiences([{ ...entry, [missing]: missing.startsWith('start') ? null : ' ' }], today), CANDIDATE_MESSAGES.newExperienceIncomplete);
    }
  });

  it('refuses bad months and years, an end before the start, an end in the future, more than 10', () => {
    fails(() => workExperiences([{ ...entry, startMonth: 0 }], today), CANDIDATE_MESSAGES.invalidMonth);
    fails(() => workExperiences([{ ...entry, startYear: 1900 }], today), CANDIDATE_MESSAGES.invalidYear);
    fails(() => workExperiences([{ ...entry, endYear: 2020 }], today), CANDIDATE_MESSAGES.endBeforeStart);
    fails(() => workExperiences([{ ...entry, endMonth: 2, endYear: 2021 }], today), CANDIDATE_MESSAGES.endBeforeStart);
    fails(() => workExperiences([{ ...entry, endMonth: 9, endYear: 2026 }], today), CANDIDATE_MESSAGES.invalidYear);
    fails(
      () =>
        workExperiences(
          Array.from({ length: 11 }, () => entry),
          today,
        ),
      CANDIDATE_MESSAGES.tooManyWorkExperiences,
    );
    expect(workExperiences([], today)).toEqual([]);
  });
});
