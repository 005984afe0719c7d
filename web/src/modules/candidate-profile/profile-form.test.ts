import { describe, expect, test } from '@jest/globals';
import {
  careerDraftOf,
  careerPayload,
  dateRangeLabel,
  durationLabel,
  durationMonths,
  isExperienceComplete,
  newestFirst,
  pendingProfile,
  salaryEcho,
  salaryProblem,
  toDraft,
  toJson,
} from './profile-form';

const entry = { company: 'Acme', jobTitle: 'Engineer', startMonth: 3, startYear: 2021, endMonth: 6, endYear: 2023, isCurrent: false };

describe('profile form rules', () => {
  test('salary echoes and problems', () => {
    expect(salaryEcho('150000')).toBe('$150,000 per year');
    expect(salaryEcho('$95k')).toBe('$95,000 per year');
    expect(salaryEcho('')).toBeNull();
    expect(salaryEcho('lots')).toBeNull();
    expect(salaryProblem('lots')).toBe('Salaries must be positive whole numbers');
    expect(salaryProblem('')).toBeNull();
    expect(salaryProblem('120,000')).toBeNull();
  });

  test('the career form: whole dollars, blanks as null, strictly remote only with remote', () => {
    const draft = careerDraftOf({
      ...pendingProfile({ id: 'c1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }),
      expectedBaseSalary: 150000,
      dreamScenarioBaseSalary: null,
      workModel: 'hybrid',
      isStrictlyRemote: true,
      education: { institution: 'MIT', degreeLevel: null, fieldOfStudy: null },
    });
    expect(careerPayload({ ...draft, expectedBaseSalary: '160,000', preferredLocation: '  ' })).toEqual({
      expectedBaseSalary: 160000,
      dreamScenarioBaseSalary: null,
      workModel: 'hybrid',
      preferredLocation: null,
      isStrictlyRemote: false,
      institution: 'MIT',
      degreeLevel: null,
      fieldOfStudy: null,
    });
    expect(careerPayload({ ...draft, workModel: 'remote', isStrictlyRemote: true }).isStrictlyRemote).toBe(true);
  });

  test('durations in years and months, to now for the current role', () => {
    expect(durationMonths(entry)).toBe(27);
    expect(durationLabel(27)).toBe('2 years 3 months');
    expect(durationLabel(12)).toBe('1 year');
    expect(durationLabel(1)).toBe('1 month');
    expect(durationLabel(0)).toBe('Less than a month');
    expect(durationMonths({ ...entry, isCurrent: true }, new Date(2024, 2, 15))).toBe(36);
    expect(durationMonths({ ...entry, endMonth: null, endYear: null })).toBeNull();
    expect(dateRangeLabel(entry)).toBe('Mar 2021 – Jun 2023');
    expect(dateRangeLabel({ ...entry, isCurrent: true })).toBe('Mar 2021 – Present');
  });

  test('editing keeps the entity shape; end fields are dropped for the current role; a new item needs company, title and start', () => {
    const draft = toDraft(entry);
    expect(toJson(draft)).toEqual(entry);
    expect(toJson({ ...draft, isCurrent: true })).toEqual({ ...entry, endMonth: null, endYear: null, isCurrent: true });
    expect(isExperienceComplete(draft)).toBe(true);
    expect(isExperienceComplete({ ...draft, startYear: '' })).toBe(false);
    expect(isExperienceComplete({ ...draft, company: '  ' })).toBe(false);
  });

  test('reading the profile: the account names while it is being built, work history newest first', () => {
    expect(pendingProfile({ id: 'c1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' })).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      skills: [],
      workExperiences: [],
    });
    expect(newestFirst([entry, { ...entry, startYear: 2023, company: 'Later' }]).map((e) => e.company)).toEqual(['Later', 'Acme']);
  });
});
