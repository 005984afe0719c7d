import { describe, expect, it } from '@jest/globals';
import type { WorkExperience } from '@hiring/contracts';
import { yearsOfExperience } from '../../src/domain/years-experience.js';

const job = (overrides: Partial<WorkExperience>): WorkExperience => ({
  company: 'Acme',
  jobTitle: 'Engineer',
  startMonth: 1,
  startYear: 2020,
  endMonth: 1,
  endYear: 2021,
  isCurrent: false,
  ...overrides,
});

describe('yearsOfExperience', () => {
  it('counts exact years', () => {
    expect(yearsOfExperience([job({})])).toBe(1);
  });

  it('rounds up to the next half year', () => {
    expect(yearsOfExperience([job({ endMonth: 2 })])).toBe(1.5); // 13 months
    expect(yearsOfExperience([job({ endMonth: 7 })])).toBe(1.5); // 18 months: exactly 1.5
    expect(yearsOfExperience([job({ endMonth: 8 })])).toBe(2); // 19 months
    expect(yearsOfExperience([job({ endYear: 2020, endMonth: 2 })])).toBe(0.5); // 1 month
  });

  it('ends a current role today and ignores its end fields', () => {
    const today = new Date(2026, 10, 21); // November 2026
    expect(yearsOfExperience([job({ startYear: 2025, startMonth: 11, isCurrent: true, endYear: 1990 })], today)).toBe(1);
  });

  it('sums entries and skips incomplete ones', () => {
    const entries = [job({}), job({ startYear: 2022, endYear: 2023 }), job({ company: ' ' }), job({ startMonth: null })];
    expect(yearsOfExperience(entries)).toBe(2);
    expect(yearsOfExperience([])).toBe(0);
  });
});
