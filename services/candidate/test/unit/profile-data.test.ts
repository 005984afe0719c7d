import { describe, expect, it } from '@jest/globals';
import { CandidateProfileUpdatedV1 } from '@hiring/contracts';
import { currentEntry, derivedFields, profileUpdatedPayload, type ProfileData } from '../../src/domain/profile/profile-data.js';

const past = { company: 'Analytical Engines', jobTitle: 'Engineer', startMonth: 1, startYear: 2018, endMonth: 12, endYear: 2019, isCurrent: false };
const later = { company: 'Babbage & Co', jobTitle: 'Senior Engineer', startMonth: 1, startYear: 2020, endMonth: 6, endYear: 2022, isCurrent: false };
const current = { company: 'Difference Ltd', jobTitle: 'Staff Engineer', startMonth: 3, startYear: 2019, endMonth: null, endYear: null, isCurrent: true };

const data = (workExperiences: ProfileData['workExperiences']): ProfileData => ({
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  linkedinUrl: null,
  preferredLocation: 'London',
  workModel: 'remote',
  expectedBaseSalary: 100000,
  dreamScenarioBaseSalary: 120000,
  isStrictlyRemote: true,
  jobFamily: 'software-engineering',
  jobTitle: 'Backend Engineer',
  institution: 'UCL',
  degreeLevel: 'Bachelor',
  fieldOfStudy: 'Maths',
  certifications: [],
  skills: ['Go'],
  workExperiences,
  currentCompanyEmail: null,
  loginVerifiedAt: null,
});

describe('derived profile fields', () => {
  it('the current role names the current company and position, even when another started later', () => {
    expect(currentEntry([past, later, current])).toBe(current);
    const derived = derivedFields(data([past, later, current]), new Date(2024, 2, 10));
    expect(derived).toMatchObject({
      currentCompany: 'Difference Ltd',
      currentPosition: 'Staff Engineer',
      workStartMonth: 3,
      workStartYear: 2019,
      workEndMonth: null,
      workEndYear: null,
      previousCompanies: ['Babbage & Co', 'Analytical Engines'],
    });
  });

  it('without a current role, the latest start', () => {
    expect(derivedFields(data([past, later]))).toMatchObject({
      currentCompany: 'Babbage & Co',
      currentPosition: 'Senior Engineer',
      workEndMonth: 6,
      workEndYear: 2022,
    });
    expect(derivedFields(data([]))).toMatchObject({ currentCompany: null, currentPosition: null, previousCompanies: [], calculatedYearsExperience: 0 });
  });

  it('the event is a full snapshot that passes its contract', () => {
    const payload = profileUpdatedPayload({ candidateId: 'c1', revision: 4, data: data([past, current]), updatedAt: new Date(2024, 2, 10) });
    expect(() => CandidateProfileUpdatedV1.payload.parse(payload)).not.toThrow();
    expect(payload).toMatchObject({
      candidateId: 'c1',
      revision: 4,
      location: 'London',
      currentCompany: 'Difference Ltd',
      currentPosition: 'Staff Engineer',
      discoverable: true,
    });
    // 23 months (2018-01 to 2019-12) + 60 months (2019-03 to 2024-03) = 83 months, rounded up to 7 years
    expect(payload.yearsExperience).toBe(7);
  });
});
