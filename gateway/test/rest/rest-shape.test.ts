import { describe, expect, it } from '@jest/globals';
import { snakeKey, toRest } from '../../src/rest/rest-shape.js';

describe('the generic REST mapping', () => {
  it('names every key in snake_case, recursively through objects and lists', () => {
    expect(snakeKey('top5Skills')).toBe('top5_skills');
    expect(snakeKey('id')).toBe('id');
    expect(
      toRest({
        firstName: 'Ada',
        education: { degreeLevel: null },
        companies: [{ stageLabel: 'Onsite', evidence: { signingDomain: 'x.test' } }],
        tags: ['camelCase stays'],
      }),
    ).toEqual({
      first_name: 'Ada',
      education: { degree_level: null },
      companies: [{ stage_label: 'Onsite', evidence: { signing_domain: 'x.test' } }],
      tags: ['camelCase stays'],
    });
  });

  it('keeps the keys inside the exceptions (the spec writes work experience entries in camelCase)', () => {
    expect(toRest({ workExperiences: [{ jobTitle: 'Engineer', startYear: 2020, isCurrent: true }] })).toEqual({
      work_experiences: [{ jobTitle: 'Engineer', startYear: 2020, isCurrent: true }],
    });
  });

  it('leaves scalars and null as they are', () => {
    expect(toRest(null)).toBeNull();
    expect(toRest(3)).toBe(3);
    expect(toRest([])).toEqual([]);
  });
});
