import { describe, expect, test } from '@jest/globals';
import {
  buildCareerData,
  buildCompanyRegistrationInput,
  buildCompleteRegistrationInput,
  currentWorkExperience,
  experienceMonths,
  parseSalary,
  yearsOfExperience,
} from './career-data';
import { initialDraft, type WorkExperience } from './draft';

const NOW = new Date(2025, 5, 15); // 15 June 2025

function entry(patch: Partial<WorkExperience>): WorkExperience {
  return { id: 'x', company: 'Acme', jobTitle: 'Engineer', startMonth: 1, startYear: 2020, endMonth: '', endYear: '', isCurrent: false, ...patch };
}

describe('years of experience (docs/product/data.md#data-and-entities)', () => {
  test('months from start to end; current roles end today', () => {
    expect(experienceMonths(entry({ startMonth: 1, startYear: 2020, endMonth: 1, endYear: 2021 }), NOW)).toBe(12);
    expect(experienceMonths(entry({ startMonth: 1, startYear: 2025, isCurrent: true }), NOW)).toBe(5);
  });

  test('incomplete entries count nothing, nor an end without a date, nor an end before the start', () => {
    expect(experienceMonths(entry({ company: '' , endMonth: 1, endYear: 2021 }), NOW)).toBe(0);
    expect(experienceMonths(entry({ startYear: '', endMonth: 1, endYear: 2021 }), NOW)).toBe(0);
    expect(experienceMonths(entry({ endMonth: '', endYear: '' }), NOW)).toBe(0);
    expect(experienceMonths(entry({ startYear: 2022, endMonth: 1, endYear: 2021 }), NOW)).toBe(0);
  });

  test.each([
    [0, 0],
    [1, 0.5],
    [6, 0.5],
    [7, 1],
    [12, 1],
    [13, 1.5],
    [18, 1.5],
    [19, 2],
    [30, 2.5],
    [31, 3],
  ])('%i months round up to %d years', (months, years) => {
    const start = entry({ startMonth: 1, startYear: 2010, endMonth: 1 + (months % 12), endYear: 2010 + Math.floor(months / 12) });
    expect(experienceMonths(start, NOW)).toBe(months);
    expect(yearsOfExperience([start], NOW)).toBe(years);
  });

  test('sums every complete entry', () => {
    const entries = [
      entry({ startMonth: 1, startYear: 2018, endMonth: 7, endYear: 2019 }), // 18
      entry({ startMonth: 9, startYear: 2024, isCurrent: true }), // 9
      entry({ company: '', startMonth: 1, startYear: 2000, endMonth: 1, endYear: 2010 }), // ignored
    ];
    expect(yearsOfExperience(entries, NOW)).toBe(2.5); // 27 months = 2.25 years → 2.5
  });
});

describe('registration inputs (docs/product/api.md#rest-api)', () => {
  const draft = {
    ...initialDraft('candidate'),
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: ' ada@example.com ',
    password: 'Analytical1!',
    institutionCustom: ' University of London ',
    degreeLevel: 'Masters',
    fieldOfStudyCustom: 'Mathematics',
    workExperiences: [
      entry({ id: 'a', company: 'Old Co', jobTitle: 'Analyst', startMonth: 1, startYear: 2015, endMonth: 1, endYear: 2018 }),
      entry({ id: 'b', company: 'Engines Ltd', jobTitle: 'Programmer', startMonth: 3, startYear: 2019, isCurrent: true }),
      entry({ id: 'c', company: '', jobTitle: '' }),
    ],
    top5Skills: ['Algorithms', ' Math '],
    expectedBaseSalary: '150000',
    dreamScenarioBaseSalary: '',
    workModel: 'in-person',
    workLocation: 'London',
    isStrictlyRemote: true,
    jobFamily: 'software-engineering',
    jobTitle: 'Backend Engineer',
  };

  test('careerData carries every field, lists as lists; the server derives the years', () => {
    const data = buildCareerData(draft);
    expect(data).toEqual({
      expectedBaseSalary: 150000,
      dreamScenarioBaseSalary: null,
      institution: 'University of London',
      degreeLevel: 'Masters',
      fieldOfStudy: 'Mathematics',
      workModel: 'in-person',
      workLocation: 'London',
      isStrictlyRemote: false,
      currentCompany: 'Engines Ltd',
      jobTitle: 'Backend Engineer',
      jobFamily: 'software-engineering',
      linkedinUrl: null,
      workExperiences: [
        { company: 'Old Co', jobTitle: 'Analyst', startMonth: 1, startYear: 2015, endMonth: 1, endYear: 2018, isCurrent: false },
        { company: 'Engines Ltd', jobTitle: 'Programmer', startMonth: 3, startYear: 2019, endMonth: null, endYear: null, isCurrent: true },
      ],
      skills: ['Algorithms', 'Math'],
    });
    expect(yearsOfExperience(draft.workExperiences, NOW)).toBe(9.5); // 36 + 75 = 111 months = 9.25 years
  });

  test('completeRegistration drops the job family and carries the password', () => {
    const input = buildCompleteRegistrationInput(draft);
    expect(input.email).toBe('ada@example.com');
    expect(input.userType).toBe('candidate');
    expect(input.careerData).not.toHaveProperty('jobFamily');
    expect(input.password).toBe('Analytical1!');
  });

  test('without a chosen title, jobTitle is the current role title', () => {
    expect(buildCareerData({ ...draft, jobFamily: '', jobTitle: '' }).jobTitle).toBe('Programmer');
  });

  test('company registration input', () => {
    const input = buildCompanyRegistrationInput({ ...initialDraft('company'), email: 'a@b.co', password: 'p', firstName: 'G', lastName: 'H', companyName: ' Acme ', industry: 'Retail', size: '', website: '' });
    expect(input).toEqual({
      email: 'a@b.co',
      password: 'p',
      userType: 'company',
      firstName: 'G',
      lastName: 'H',
      companyData: { companyName: 'Acme', industry: 'Retail', size: null, website: null },
    });
  });

  test('current role, else the latest start', () => {
    const latest = currentWorkExperience([
      entry({ id: '1', startYear: 2015 }),
      entry({ id: '2', startYear: 2021, startMonth: 2 }),
      entry({ id: '3', startYear: 2021, startMonth: 1 }),
    ]);
    expect(latest?.id).toBe('2');
  });

  test.each([
    ['120000', 120000],
    ['$120,000', 120000],
    ['95k', 95000],
    ['', null],
    ['abc', null],
  ])('salary %s → %s', (raw, value) => {
    expect(parseSalary(raw)).toBe(value);
  });
});
