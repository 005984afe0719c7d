import { describe, expect, it } from '@jest/globals';
import { careerDataInput, companyDataInput, salary } from '../src/rest/accounts.mapping.js';
import { toRest } from '../src/rest/rest-shape.js';

const refused = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
};

describe('accounts REST mapping (snake_case spec payloads onto the graph inputs)', () => {
  it('maps career_data, with work_experiences and top5_skills as JSON text or arrays, and ignores years_experience', () => {
    const input = careerDataInput({
      expected_base_salary: '120,000',
      dream_scenario_base_salary: '$150k',
      institution_custom: 'MIT',
      degree_level: 'Masters',
      field_of_study_custom: 'Physics',
      work_model: 'remote',
      work_location: 'Boston, MA',
      is_strictly_remote: 'true',
      current_company: 'Acme',
      job_title: 'Data Engineer',
      job_family: 'data-analytics',
      linkedin_url: null,
      work_experiences: JSON.stringify([
        { company: 'Acme', jobTitle: 'Data Engineer', startMonth: '3', startYear: 2020, endMonth: null, endYear: null, isCurrent: true },
        { company: 'Old', job_title: 'Analyst', start_month: 1, start_year: '2015', end_month: 12, end_year: 2019, is_current: false },
      ]),
      years_experience: 99,
      top5_skills: ['SQL', 'dbt'],
      password: 'not-mapped-here',
    });
    expect(input).toEqual({
      expectedBaseSalary: 120000,
      dreamScenarioBaseSalary: 150000,
      institution: 'MIT',
      degreeLevel: 'Masters',
      fieldOfStudy: 'Physics',
      workModel: 'remote',
      workLocation: 'Boston, MA',
      isStrictlyRemote: true,
      linkedinUrl: null,
      jobFamily: 'data-analytics',
      jobTitle: 'Data Engineer',
      currentCompany: 'Acme',
      workExperiences: [
        { company: 'Acme', jobTitle: 'Data Engineer', startMonth: 3, startYear: 2020, endMonth: null, endYear: null, isCurrent: true },
        { company: 'Old', jobTitle: 'Analyst', startMonth: 1, startYear: 2015, endMonth: 12, endYear: 2019, isCurrent: false },
      ],
      skills: ['SQL', 'dbt'],
    });
    expect(careerDataInput(undefined)).toBeNull();
    expect(careerDataInput({})).toMatchObject({ workExperiences: [], skills: [], expectedBaseSalary: null });
  });

  it('answers 400 with a clear text for malformed JSON text and salaries', () => {
    expect(refused(() => careerDataInput({ work_experiences: '{"company":"x"}' }))).toEqual({
      status: 400,
      message: 'Work experiences must be a JSON list of entries',
    });
    expect(refused(() => careerDataInput({ work_experiences: '[1]' }))).toEqual({ status: 400, message: 'Work experiences must be a JSON list of entries' });
    expect(refused(() => careerDataInput({ top5_skills: '[1, 2]' }))).toEqual({ status: 400, message: 'Skills must be a JSON list of text' });
    expect(refused(() => careerDataInput('text'))).toEqual({ status: 400, message: 'Please send a JSON object' });
    expect(refused(() => salary('-5'))).toEqual({ status: 400, message: 'Salaries must be positive whole numbers' });
    expect(refused(() => salary('9999999999'))).toEqual({ status: 400, message: 'Salaries must be positive whole numbers' });
    expect(salary('')).toBeNull();
    expect(salary(95000.4)).toBe(95000);
  });

  it('maps company_data, and the user object of session responses by the generic mapping', () => {
    expect(companyDataInput({ company_name: 'Acme', industry: 'Retail', size: '1-10', website: 'https://acme.test' })).toEqual({
      companyName: 'Acme',
      industry: 'Retail',
      size: '1-10',
      website: 'https://acme.test',
    });
    expect(
      toRest({ id: 'u1', email: 'a@b.test', userType: 'company', firstName: 'A', lastName: 'B', companyName: 'Acme', emailVerified: true, isAdmin: false }),
    ).toEqual({
      id: 'u1',
      email: 'a@b.test',
      user_type: 'company',
      first_name: 'A',
      last_name: 'B',
      company_name: 'Acme',
      email_verified: true,
      is_admin: false,
    });
  });
});
