import { describe, expect, test } from '@jest/globals';
import { validateResetPassword, validateVerifyPageCode, digitsOnly } from '../auth/validation';
import { addSkills, emptyWorkExperience, initialDraft, yearChoices } from './draft';
import { isJobTitleSelectDisabled, normalizeJobClassification, selectJobFamily } from './job-classification';
import { titlesForJobFamily } from './job-families';
import { validateBasicInfo, validateCareer, validateCompanyInfo, validateEmlFiles, validateRegistrationCode } from './validation';

const basic = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Analytical1!', confirmPassword: 'Analytical1!' };

describe('basic information (docs/product/rules.md#validation)', () => {
  test.each([
    [{ firstName: ' ' }, 'Please fill in first name, last name, and email'],
    [{ email: '' }, 'Please fill in first name, last name, and email'],
    [{ confirmPassword: '' }, 'Please enter and confirm your password'],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'Password must be at least 8 characters long'],
    [{ password: 'Abcdefgh!', confirmPassword: 'Abcdefgh!' }, 'Password must contain at least one number'],
    [{ password: 'Abcdefgh1', confirmPassword: 'Abcdefgh1' }, 'Password must contain at least one special character'],
    [{ confirmPassword: 'Analytical2!' }, 'Passwords do not match'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('%j → %s', (patch, message) => {
    expect(validateBasicInfo({ ...basic, ...patch })).toBe(message);
  });

  test('a complete form passes', () => {
    expect(validateBasicInfo(basic)).toBeNull();
  });
});

describe('codes', () => {
  test('registration: exactly 6 characters', () => {
    expect(validateRegistrationCode('12345')).toBe('Please enter the 6-digit verification code');
    expect(validateRegistrationCode('AB12CD')).toBeNull();
  });

  test('verify page: digits only, at most 6', () => {
    expect(digitsOnly('1a2-3 45678')).toBe('123456');
    expect(validateVerifyPageCode('12345')).toBe('Please enter a valid 6-digit verification code');
    expect(validateVerifyPageCode('123456')).toBeNull();
  });
});

describe('career step', () => {
  const career = {
    institutionCustom: 'UCL',
    degreeLevel: 'Bachelor',
    fieldOfStudyCustom: 'Physics',
    workExperiences: [{ ...emptyWorkExperience(), company: 'Acme', jobTitle: 'Engineer', startMonth: 4 as const, startYear: 2020 }],
    top5Skills: ['Go'],
  };

  test('education, then a complete work experience, then a skill', () => {
    expect(validateCareer({ ...career, degreeLevel: '' })).toBe('Please complete your education information');
    expect(validateCareer({ ...career, workExperiences: [{ ...career.workExperiences[0], startYear: '' }] })).toBe('Please add at least one work experience');
    expect(validateCareer({ ...career, top5Skills: [] })).toBe('Please add at least one skill');
    expect(validateCareer(career)).toBeNull();
  });

  test('skills are trimmed, unique regardless of case, at most 10', () => {
    let skills: string[] = [];
    skills = addSkills(skills, '  Type   Script ').skills;
    expect(skills).toEqual(['Type Script']);
    expect(addSkills(skills, 'TYPE SCRIPT')).toEqual({ skills: ['Type Script'], rejection: 'duplicate' });
    for (let i = 0; i < 12; i += 1) skills = addSkills(skills, `skill ${i}`).skills;
    expect(skills).toHaveLength(10);
    expect(addSkills(skills, 'one more')).toEqual({ skills, rejection: 'full' });
    expect(addSkills(skills, '   ')).toEqual({ skills, rejection: null });
  });

  test('a typed list of skills becomes one skill each (issue 32)', () => {
    expect(addSkills([], 'Go, PostgreSQL, Kubernetes')).toEqual({ skills: ['Go', 'PostgreSQL', 'Kubernetes'], rejection: null });
    // trimmed, blanks dropped, duplicates (also within the text) left out and said so
    expect(addSkills(['Go'], ' go ,, postgresql;  PostgreSQL ,Kubernetes\n')).toEqual({ skills: ['Go', 'postgresql', 'Kubernetes'], rejection: 'duplicate' });
    // the limit keeps the first ones
    const nine = Array.from({ length: 9 }, (_, i) => `skill ${i}`);
    expect(addSkills(nine, 'Go, Rust')).toEqual({ skills: [...nine, 'Go'], rejection: 'full' });
  });

  test('year choices run from the current year back 30 years', () => {
    expect(yearChoices(new Date(2025, 0, 1))).toEqual(Array.from({ length: 31 }, (_, i) => 2025 - i));
  });
});

describe('job family rules (docs/product/rules.md#states-and-transitions)', () => {
  test('a family sets its first title; unknown sets Unknown and locks; clearing clears', () => {
    const first = titlesForJobFamily('security')[0];
    expect(selectJobFamily('security')).toEqual({ jobFamily: 'security', jobTitle: first });
    expect(selectJobFamily('unknown')).toEqual({ jobFamily: 'unknown', jobTitle: 'Unknown' });
    expect(selectJobFamily('')).toEqual({ jobFamily: '', jobTitle: '' });
    expect(isJobTitleSelectDisabled('')).toBe(true);
    expect(isJobTitleSelectDisabled('unknown')).toBe(true);
    expect(isJobTitleSelectDisabled('security')).toBe(false);
  });

  test('every family offers Unknown; a title outside the family falls back to the first title', () => {
    for (const key of ['software-engineering', 'marketing', 'legal-compliance']) {
      const titles = titlesForJobFamily(key);
      expect(titles.at(-1)).toBe('Unknown');
      expect(titles.length).toBeGreaterThanOrEqual(13);
    }
    expect(normalizeJobClassification('marketing', 'Backend Engineer')).toEqual(selectJobFamily('marketing'));
    expect(normalizeJobClassification('marketing', 'Unknown')).toEqual({ jobFamily: 'marketing', jobTitle: 'Unknown' });
    expect(normalizeJobClassification('astronauts', 'Pilot')).toEqual({ jobFamily: '', jobTitle: '' });
  });
});

describe('company, email files and password reset', () => {
  test('company name is required', () => {
    expect(validateCompanyInfo({ companyName: '  ', website: '' })).toBe('Company name is required');
    expect(validateCompanyInfo({ companyName: 'Acme', website: '' })).toBeNull();
    // the profile's website rule (@hiring/contracts companyWebsite)
    expect(validateCompanyInfo({ companyName: 'Acme', website: 'quillbyte' })).toBe('Please enter a valid website URL (for example https://example.com)');
    expect(validateCompanyInfo({ companyName: 'Acme', website: 'quillbyte.io' })).toBeNull();
  });

  test('only .eml files', () => {
    expect(validateEmlFiles([{ name: 'a.eml' }, { name: 'B.EML' }])).toBeNull();
    expect(validateEmlFiles([{ name: 'a.eml' }, { name: 'b.msg' }])).toBe('Please upload only .eml files');
  });

  test('reset: link data, then length, then match', () => {
    const input = { email: 'a@b.co', code: '123456', newPassword: 'Secret12!', confirmPassword: 'Secret12!' };
    expect(validateResetPassword({ ...input, code: '' })).toBe('Invalid reset link. Please request a new password reset.');
    expect(validateResetPassword({ ...input, newPassword: 'short', confirmPassword: 'short' })).toBe('Password must be at least 8 characters long');
    expect(validateResetPassword({ ...input, confirmPassword: 'Secret12?' })).toBe('Passwords do not match');
    expect(validateResetPassword(input)).toBeNull();
  });

  test('a fresh draft has one empty work experience and nothing verified', () => {
    const draft = initialDraft('candidate');
    expect(draft.workExperiences).toHaveLength(1);
    expect(draft.isEmailVerified).toBe(false);
    expect(draft.institutionId).toBeNull();
    expect(draft.fieldOfStudyId).toBeNull();
  });
});
