import { describe, expect, test } from '@jest/globals';
import {
  buildCareerData,
  buildCompanyRegistrationPayload,
  buildCompleteRegistrationPayload,
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

describe('years of experience (spec section 3)', () => {
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

describe('payloads (spec section 7)', () => {
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

  test('career_data uses the spec field names, JSON text lists and the derived years', () => {
    const data = buildCareerData(draft, NOW);
    expect(data).toEqual({
      expected_base_salary: 150000,
      dream_scenario_base_salary: null,
      institution_custom: 'University of London',
      degree_level: 'Masters',
      field_of_study_custom: 'Mathematics',
      work_model: 'in-person',
      work_location: 'London',
      is_strictly_remote: false,
      current_company: 'Engines Ltd',
      job_title: 'Backend Engineer',
      job_family: 'software-engineering',
      linkedin_url: null,
      work_experiences: JSON.stringify([
        { company: 'Old Co', jobTitle: 'Analyst', startMonth: 1, startYear: 2015, endMonth: 1, endYear: 2018, isCurrent: false },
        { company: 'Engines Ltd', jobTitle: 'Programmer', startMonth: 3, startYear: 2019, endMonth: null, endYear: null, isCurrent: true },
      ]),
      years_experience: 9.5, // 36 + 75 = 111 months = 9.25 years
      top5_skills: JSON.stringify(['Algorithms', 'Math']),
    });
  });

  test('complete-registration drops job_family and adds the password to career_data', () => {
    const payload = buildCompleteRegistrationPayload(draft, NOW);
    expect(payload.email).toBe('ada@example.com');
    expect(payload.user_type).toBe('candidate');
    expect(payload.career_data).not.toHaveProperty('job_family');
    expect(payload.career_data.password).toBe('Analytical1!');
  });

  test('without a chosen title, job_title is the current role title', () => {
    expect(buildCareerData({ ...draft, jobFamily: '', jobTitle: '' }, NOW).job_title).toBe('Programmer');
  });

  test('company registration payload', () => {
    const payload = buildCompanyRegistrationPayload({ ...initialDraft('company'), email: 'a@b.co', password: 'p', firstName: 'G', lastName: 'H', companyName: ' Acme ', industry: 'Retail', size: '', website: '' });
    expect(payload).toEqual({
      email: 'a@b.co',
      password: 'p',
      user_type: 'company',
      first_name: 'G',
      last_name: 'H',
      company_data: { company_name: 'Acme', industry: 'Retail', size: null, website: null },
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
