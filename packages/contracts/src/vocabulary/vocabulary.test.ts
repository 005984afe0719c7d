import { describe, expect, it } from '@jest/globals';
import {
  JOB_FAMILIES,
  JOB_FAMILY_KEYS,
  UNKNOWN_JOB_TITLE,
  defaultJobTitle,
  familiesWithTitle,
  jobClassificationProblem,
  jobTitlesFor,
  passwordProblem,
  jobFamilyLabel,
  jobPositionText,
} from './index.js';

describe('job families', () => {
  it('has the documented 17 job family keys, each with 12 to 17 titles plus Unknown; unknown has only Unknown', () => {
    expect(JOB_FAMILIES.map((f) => f.key)).toEqual([...JOB_FAMILY_KEYS]);
    expect(JOB_FAMILY_KEYS).toHaveLength(17);
    for (const family of JOB_FAMILIES.filter((f) => f.key !== 'unknown')) {
      expect(family.titles.length).toBeGreaterThanOrEqual(12);
      expect(family.titles.length).toBeLessThanOrEqual(17);
      expect(new Set(family.titles).size).toBe(family.titles.length);
      expect(family.titles).not.toContain(UNKNOWN_JOB_TITLE);
      expect(jobTitlesFor(family.key).at(-1)).toBe(UNKNOWN_JOB_TITLE);
    }
    expect(jobTitlesFor('unknown')).toEqual([UNKNOWN_JOB_TITLE]);
    expect(jobTitlesFor('astronautics')).toEqual([]);
  });

  it('never lists one title in two families, so a title alone names its family', () => {
    const all = JOB_FAMILIES.flatMap((f) => f.titles.map((t) => t.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
    expect(familiesWithTitle('data engineer')).toEqual(['data-analytics']);
    expect(familiesWithTitle('Astronaut')).toEqual([]);
  });

  it('selects the first title for a family and shows families by their labels (issue 32)', () => {
    expect(defaultJobTitle('software-engineering')).toBe('Software Engineer');
    expect(defaultJobTitle('unknown')).toBe(UNKNOWN_JOB_TITLE);
    expect(jobFamilyLabel('sales-business-dev')).toBe('Sales & Business Development');
    expect(jobFamilyLabel('design-ux')).toBe('Design & UX');
    expect(jobFamilyLabel('qa-testing')).toBe('QA & Testing');
    expect(jobFamilyLabel(' finance-accounting ')).toBe('Finance & Accounting');
    // a key the list does not know (an old record) is still readable
    expect(jobFamilyLabel('space-travel')).toBe('Space Travel');
    expect(jobPositionText(' QA Lead ', 'qa-testing')).toBe('QA Lead (QA & Testing)');
  });

  it('accepts a title of the chosen family or Unknown, and nothing else', () => {
    expect(jobClassificationProblem(null, null)).toBeNull();
    expect(jobClassificationProblem('design-ux', null)).toBeNull();
    expect(jobClassificationProblem('design-ux', 'UX Researcher')).toBeNull();
    expect(jobClassificationProblem('design-ux', 'Unknown')).toBeNull();
    expect(jobClassificationProblem('unknown', 'Unknown')).toBeNull();
    expect(jobClassificationProblem('design-ux', 'Data Engineer')).toBe('Job title must be one of the titles of the selected job family');
    expect(jobClassificationProblem('unknown', 'Data Engineer')).toBe('Job title must be one of the titles of the selected job family');
    expect(jobClassificationProblem('astronautics', null)).toBe('Please choose a valid job family');
    expect(jobClassificationProblem(null, 'Data Engineer')).toBe('Please choose a job family for this job title');
  });
});

describe('password rule', () => {
  it('answers the spec texts in the spec order', () => {
    expect(passwordProblem('')).toBe('Please enter and confirm your password');
    expect(passwordProblem(null)).toBe('Please enter and confirm your password');
    expect(passwordProblem('a1!')).toBe('Password must be at least 8 characters long');
    expect(passwordProblem('abcdefgh!')).toBe('Password must contain at least one number');
    expect(passwordProblem('abcdefgh1')).toBe('Password must contain at least one special character');
    expect(passwordProblem('abcd efg1')).toBe('Password must contain at least one special character');
    expect(passwordProblem('abcdefg1!')).toBeNull();
    expect(passwordProblem('ÄÖÜäöüß1')).toBeNull();
  });
});
