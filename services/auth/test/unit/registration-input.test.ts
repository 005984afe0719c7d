import { describe, expect, it } from '@jest/globals';
import { basicInfo, careerData, companyData, normalizeEmail, parseUserType, type CareerDataInput } from '../../src/domain/registration-input.js';

const today = new Date(2026, 10, 21);
const valid: CareerDataInput = {
  institution: ' MIT ',
  degreeLevel: 'Masters',
  fieldOfStudy: 'Computer Science',
  workModel: 'Remote',
  isStrictlyRemote: true,
  jobFamily: 'software-engineering',
  jobTitle: 'Backend Engineer',
  workExperiences: [
    { company: 'Old Co', jobTitle: 'Engineer', startMonth: 1, startYear: 2015, endMonth: 12, endYear: 2018, isCurrent: false },
    { company: 'Now Co', jobTitle: 'Lead', startMonth: 2, startYear: 2019, endMonth: 5, endYear: 2001, isCurrent: true },
    { company: ' ', jobTitle: '', isCurrent: false },
  ],
  skills: [' Go ', 'go', 'Kafka', ''],
};
const problem = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('registration input rules', () => {
  it('requires first name, last name and a valid email, and a known user type', () => {
    expect(basicInfo({ email: ' Ada@Example.TEST ', firstName: ' Ada ', lastName: 'L' })).toEqual({
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'L',
    });
    expect(problem(() => basicInfo({ email: 'a@b.test', firstName: 'Ada', lastName: ' ' }))).toBe('Please fill in first name, last name, and email');
    expect(problem(() => basicInfo({ email: '', firstName: 'Ada', lastName: 'L' }))).toBe('Please fill in first name, last name, and email');
    expect(problem(() => basicInfo({ email: 'not-an-email', firstName: 'Ada', lastName: 'L' }))).toBe('Please enter a valid email address');
    expect(problem(() => basicInfo({ email: 'a@b.test', firstName: 'x'.repeat(201), lastName: 'L' }))).toBe(
      'Please shorten your entries: text fields take at most 200 characters',
    );
    expect(normalizeEmail('no@tld')).toBeNull();
    expect(parseUserType(' Company ')).toBe('company');
    expect(problem(() => parseUserType('admin'))).toBe('Please choose whether you are a candidate or a company');
  });

  it('normalizes a valid career step: trimmed, blank rows dropped, current role without end, unique skills, current company', () => {
    const data = careerData(valid, today);
    expect(data).toMatchObject({
      institution: 'MIT',
      degreeLevel: 'Masters',
      workModel: 'remote',
      isStrictlyRemote: true,
      jobFamily: 'software-engineering',
      jobTitle: 'Backend Engineer',
      currentCompany: 'Now Co',
      yearsExperience: null,
      skills: ['Go', 'Kafka'],
    });
    expect(data.workExperiences).toEqual([
      { company: 'Old Co', jobTitle: 'Engineer', startMonth: 1, startYear: 2015, endMonth: 12, endYear: 2018, isCurrent: false },
      { company: 'Now Co', jobTitle: 'Lead', startMonth: 2, startYear: 2019, endMonth: null, endYear: null, isCurrent: true },
    ]);
    expect(careerData({ ...valid, workModel: 'hybrid', isStrictlyRemote: true }, today).isStrictlyRemote).toBe(false);
    // issue 32: skills typed as a list are split at commas, also by a client that sent them as one
    expect(careerData({ ...valid, skills: ['Go, PostgreSQL, Kubernetes', 'postgresql'] }, today).skills).toEqual(['Go', 'PostgreSQL', 'Kubernetes']);
  });

  it('answers the spec texts for education, work experience and skills', () => {
    expect(problem(() => careerData({ ...valid, fieldOfStudy: ' ' }, today))).toBe('Please complete your education information');
    expect(problem(() => careerData({ ...valid, institution: null }, today))).toBe('Please complete your education information');
    expect(problem(() => careerData({ ...valid, workExperiences: [{ company: 'Acme', jobTitle: ' ' }] }, today))).toBe(
      'Please add at least one work experience',
    );
    expect(problem(() => careerData({ ...valid, workExperiences: [] }, today))).toBe('Please add at least one work experience');
    expect(problem(() => careerData({ ...valid, skills: [' ', ''] }, today))).toBe('Please add at least one skill');
    expect(problem(() => careerData(null, today))).toBe('Please complete your education information');
  });

  it('enforces the limits and the vocabularies', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ company: `C${i}`, jobTitle: 'Dev', startMonth: 1, startYear: 2020, isCurrent: false }));
    expect(problem(() => careerData({ ...valid, workExperiences: eleven }, today))).toBe('You can add at most 10 work experiences');
    const elevenSkills = Array.from({ length: 11 }, (_, i) => `Skill ${i}`);
    expect(problem(() => careerData({ ...valid, skills: elevenSkills }, today))).toBe('You can add at most 10 skills');
    expect(problem(() => careerData({ ...valid, degreeLevel: 'Diploma' }, today))).toBe('Please choose a valid degree level');
    expect(problem(() => careerData({ ...valid, workModel: 'mars' }, today))).toBe('Please choose a valid work model');
    expect(problem(() => careerData({ ...valid, expectedBaseSalary: -5 }, today))).toBe('Salaries must be positive whole numbers');
    expect(problem(() => careerData({ ...valid, workExperiences: [{ company: 'A', jobTitle: 'B', startMonth: 13, startYear: 2020 }] }, today))).toBe(
      'Work experience months must be between 1 and 12',
    );
    expect(problem(() => careerData({ ...valid, workExperiences: [{ company: 'A', jobTitle: 'B', startMonth: 1, startYear: 2030 }] }, today))).toBe(
      'Please choose a valid year for each work experience',
    );
    expect(
      problem(() =>
        careerData({ ...valid, workExperiences: [{ company: 'A', jobTitle: 'B', startMonth: 5, startYear: 2020, endMonth: 4, endYear: 2020 }] }, today),
      ),
    ).toBe('A work experience cannot end before it starts');
  });

  it('rejects a title outside its family, and derives the family of a listed title sent without one', () => {
    expect(problem(() => careerData({ ...valid, jobTitle: 'Data Engineer' }, today))).toBe('Job title must be one of the titles of the selected job family');
    expect(problem(() => careerData({ ...valid, jobFamily: 'rocketry' }, today))).toBe('Please choose a valid job family');
    expect(careerData({ ...valid, jobTitle: 'Unknown' }, today)).toMatchObject({ jobFamily: 'software-engineering', jobTitle: 'Unknown' });
    expect(careerData({ ...valid, jobFamily: 'unknown', jobTitle: null }, today)).toMatchObject({ jobFamily: 'unknown', jobTitle: 'Unknown' });
    // complete-registration carries no job_family (docs/product/api.md#rest-api).
    expect(careerData({ ...valid, jobFamily: null, jobTitle: 'Data Engineer' }, today)).toMatchObject({
      jobFamily: 'data-analytics',
      jobTitle: 'Data Engineer',
    });
    expect(careerData({ ...valid, jobFamily: null, jobTitle: 'Chief Vibes Officer' }, today)).toMatchObject({
      jobFamily: null,
      jobTitle: 'Chief Vibes Officer',
    });
    expect(careerData({ ...valid, jobFamily: null, jobTitle: null }, today)).toMatchObject({ jobFamily: null, jobTitle: null });
  });

  it('checks the company step', () => {
    expect(companyData({ companyName: ' Acme ', industry: 'Retail', size: '1000+', website: '' })).toEqual({
      companyName: 'Acme',
      industry: 'Retail',
      size: '1000+',
      website: null,
    });
    expect(problem(() => companyData({ companyName: ' ' }))).toBe('Company name is required');
    expect(problem(() => companyData(null))).toBe('Company name is required');
    expect(problem(() => companyData({ companyName: 'Acme', industry: 'Mining' }))).toBe('Please choose a valid industry');
    // issue 32: sign-up offers the company profile's list
    expect(companyData({ companyName: 'Acme', industry: 'Real Estate' }).industry).toBe('Real Estate');
    expect(problem(() => companyData({ companyName: 'Acme', size: '7' }))).toBe('Please choose a valid company size');
  });
});

describe('URL fields accept only http(s)', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'https://',
    'not a url',
  ])('refuses linkedin_url %s', (url) => {
    expect(problem(() => careerData({ ...valid, linkedinUrl: url }, today))).toBe('Please enter a valid LinkedIn URL (starting with https://)');
  });

  it('keeps http(s) LinkedIn addresses and blanks', () => {
    expect(careerData({ ...valid, linkedinUrl: ' https://www.linkedin.com/in/ada ' }, today).linkedinUrl).toBe('https://www.linkedin.com/in/ada');
    expect(careerData({ ...valid, linkedinUrl: '' }, today).linkedinUrl).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://acme.example', 'quillbyte', 'https://quillbyte', 'localhost', 'http://10.0.0.1'])(
    'refuses website %s',
    (website) => {
      expect(problem(() => companyData({ companyName: 'Acme', website }))).toBe('Please enter a valid website URL (for example https://example.com)');
    },
  );

  it('adds https:// to a website typed without a scheme', () => {
    expect(companyData({ companyName: 'Acme', website: 'acme.example' }).website).toBe('https://acme.example');
    expect(companyData({ companyName: 'Acme', website: 'quillbyte.io' }).website).toBe('https://quillbyte.io');
    expect(companyData({ companyName: 'Acme', website: 'http://acme.example/jobs' }).website).toBe('http://acme.example/jobs');
  });
});
