import { describe, expect, test } from '@jest/globals';
import { buildCareerData, buildCompanyRegistrationInput, buildCompleteRegistrationInput, currentWorkExperience, parseSalary } from './career-data';
import { initialDraft, type WorkExperience } from './draft';

function entry(patch: Partial<WorkExperience>): WorkExperience {
  return { id: 'x', company: 'Acme', jobTitle: 'Engineer', startMonth: 1, startYear: 2020, endMonth: '', endYear: '', isCurrent: false, ...patch };
}

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
  });

  test('completeRegistration drops the job family and carries the password', () => {
    const input = buildCompleteRegistrationInput(draft);
    expect(input.email).toBe('ada@example.com');
    expect(input.userType).toBe('candidate');
    expect(input.careerData).not.toHaveProperty('jobFamily');
    expect(input.password).toBe('Analytical1!');
  });

  test("issue 32: the invitation's ref goes with the registration when the friend came by its link, and not otherwise", () => {
    expect(buildCompleteRegistrationInput(draft, 'b3c1e2f0-ref')).toMatchObject({ referralId: 'b3c1e2f0-ref' });
    expect(buildCompleteRegistrationInput(draft)).not.toHaveProperty('referralId');
    expect(buildCompleteRegistrationInput(draft, null)).not.toHaveProperty('referralId');
  });

  test('without a chosen title, jobTitle is the current role title', () => {
    expect(buildCareerData({ ...draft, jobFamily: '', jobTitle: '' }).jobTitle).toBe('Programmer');
  });

  test('company registration input', () => {
    const input = buildCompanyRegistrationInput({
      ...initialDraft('company'),
      email: 'a@b.co',
      password: 'p',
      firstName: 'G',
      lastName: 'H',
      companyName: ' Acme ',
      industry: 'Retail',
      size: '',
      website: '',
    });
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
