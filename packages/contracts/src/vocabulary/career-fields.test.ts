import { describe, expect, it } from '@jest/globals';
import {
  CAREER_MESSAGES,
  CareerInputError,
  JOB_FAMILIES,
  UNKNOWN_JOB_TITLE,
  careerChoice,
  careerMonth,
  careerSalary,
  careerText,
  careerYear,
  checkExperienceDates,
  classifyJob,
  distinctTexts,
  splitSkills,
} from './index.js';

const refuses = (run: () => unknown, text: string) => expect(run).toThrow(new CareerInputError(text));
const today = new Date(2026, 5, 15); // June 2026

describe('career field rules (shared by registration and the profile page)', () => {
  it('trims text, turns blanks into null and refuses more than 200 characters', () => {
    expect(careerText('  Imperial College ')).toBe('Imperial College');
    expect(careerText('   ')).toBeNull();
    expect(careerText(undefined)).toBeNull();
    expect(careerText('x'.repeat(200))).toHaveLength(200);
    refuses(() => careerText('x'.repeat(201)), CAREER_MESSAGES.tooLong);
  });

  it('checks months, years and salaries', () => {
    expect(careerMonth(12)).toBe(12);
    refuses(() => careerMonth(13), CAREER_MESSAGES.invalidMonth);
    refuses(() => careerMonth(1.5), CAREER_MESSAGES.invalidMonth);
    expect(careerYear(1950, today)).toBe(1950);
    refuses(() => careerYear(1949, today), CAREER_MESSAGES.invalidYear);
    refuses(() => careerYear(2027, today), CAREER_MESSAGES.invalidYear);
    expect(careerSalary(0)).toBe(0);
    expect(careerSalary(null)).toBeNull();
    refuses(() => careerSalary(-5), CAREER_MESSAGES.invalidSalary);
    refuses(() => careerSalary(100.5), CAREER_MESSAGES.invalidSalary);
  });

  it('takes a choice from its list, after normalising, and blank as null', () => {
    expect(careerChoice(' Remote ', ['remote', 'hybrid'], 'bad', (v) => v.toLowerCase())).toBe('remote');
    expect(careerChoice('', ['remote'], 'bad')).toBeNull();
    refuses(() => careerChoice('office', ['remote'], 'bad'), 'bad');
  });

  it('keeps the first spelling of each text once and refuses more than the maximum', () => {
    expect(distinctTexts(['Go', ' go ', 'Rust', '', 'GO'], 10, 'too many')).toEqual(['Go', 'Rust']);
    refuses(() => distinctTexts(['a', 'b', 'c'], 2, 'too many'), 'too many');
    // issue 32: a typed list is one skill each
    expect(splitSkills(['Go, PostgreSQL,  Kubernetes', ' C++ ; Node.js\nC#', ' , '])).toEqual(['Go', 'PostgreSQL', 'Kubernetes', 'C++', 'Node.js', 'C#']);
  });

  it('refuses an end before the start or in a month still to come', () => {
    expect(() => checkExperienceDates({ startMonth: 3, startYear: 2020, endMonth: 3, endYear: 2020 }, today)).not.toThrow();
    expect(() => checkExperienceDates({ startMonth: null, startYear: 2020, endMonth: 1, endYear: 2020 }, today)).not.toThrow();
    refuses(() => checkExperienceDates({ startMonth: 3, startYear: 2020, endMonth: 2, endYear: 2020 }, today), CAREER_MESSAGES.endBeforeStart);
    refuses(() => checkExperienceDates({ startMonth: 1, startYear: 2021, endMonth: 12, endYear: 2020 }, today), CAREER_MESSAGES.endBeforeStart);
    expect(() => checkExperienceDates({ startMonth: 1, startYear: 2026, endMonth: 6, endYear: 2026 }, today)).not.toThrow();
    refuses(() => checkExperienceDates({ startMonth: 1, startYear: 2026, endMonth: 7, endYear: 2026 }, today), CAREER_MESSAGES.invalidYear);
  });

  it('classifies a job: a family needs one of its titles; a listed title without a family brings its family', () => {
    const family = JOB_FAMILIES.find((f) => f.key !== 'unknown')!;
    const title = family.titles.find((t) => t !== UNKNOWN_JOB_TITLE)!;
    expect(classifyJob(family.key, title)).toEqual({ jobFamily: family.key, jobTitle: title });
    expect(classifyJob(null, UNKNOWN_JOB_TITLE)).toEqual({ jobFamily: 'unknown', jobTitle: UNKNOWN_JOB_TITLE });
    expect(classifyJob('unknown', null)).toEqual({ jobFamily: 'unknown', jobTitle: UNKNOWN_JOB_TITLE });
    expect(classifyJob(null, 'Chief Tea Officer')).toEqual({ jobFamily: null, jobTitle: 'Chief Tea Officer' });
    expect(classifyJob(null, null)).toEqual({ jobFamily: null, jobTitle: null });
    expect(() => classifyJob(family.key, 'Chief Tea Officer')).toThrow(CareerInputError);
  });
});
