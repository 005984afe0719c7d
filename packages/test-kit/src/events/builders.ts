import { randomUUID } from 'node:crypto';
import type { CandidateProfileUpdatedV1, InterviewSnapshot, PayloadOf, WorkExperience } from '@hiring/contracts';

/** A candidate profile as the candidate service announces it (CandidateProfileUpdated). */
export type CandidateProfileSnapshot = PayloadOf<typeof CandidateProfileUpdatedV1>;

/** Test builders: a candidate profile snapshot and an interview snapshot with readable defaults. */
export function aProfile(overrides: Partial<CandidateProfileSnapshot> = {}): CandidateProfileSnapshot {
  const candidateId = overrides.candidateId ?? `cand-${randomUUID()}`;
  return {
    candidateId,
    revision: 1,
    updatedAt: new Date('2026-01-01T00:00:00Z').toISOString(),
    email: `${candidateId}@example.test`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    linkedinUrl: 'https://www.linkedin.com/in/ada',
    location: 'London',
    currentCompany: 'Analytical Engines',
    expectedBaseSalary: 150000,
    dreamScenarioBaseSalary: 200000,
    currentPosition: 'Backend Engineer',
    jobFamily: 'software-engineering',
    jobTitle: 'Backend Engineer',
    yearsExperience: 5,
    skills: ['TypeScript', 'Kafka'],
    workModel: 'remote',
    isStrictlyRemote: false,
    degreeLevel: 'Bachelor',
    fieldOfStudy: 'Mathematics',
    institution: 'University of London',
    workExperiences: [aWorkExperience({ company: 'Analytical Engines', isCurrent: true })],
    discoverable: true,
    ...overrides,
  };
}

export function aWorkExperience(overrides: Partial<WorkExperience> = {}): WorkExperience {
  return { company: 'Initech', jobTitle: 'Engineer', startMonth: 1, startYear: 2020, endMonth: null, endYear: null, isCurrent: false, ...overrides };
}

export function anInterview(candidateId: string, overrides: Partial<InterviewSnapshot> = {}): InterviewSnapshot {
  const interviewId = overrides.interviewId ?? `int-${randomUUID()}`;
  return {
    interviewId,
    candidateId,
    processId: overrides.processId ?? `proc-${interviewId}`,
    revision: 1,
    companyName: 'Globex',
    companyDomain: 'globex.com',
    stage: 'onsite',
    stageRank: 5,
    interviewDate: '2026-03-01T00:00:00.000Z',
    position: 'Software Engineer (Software Engineering)',
    jobFamily: 'software-engineering',
    jobTitle: 'Software Engineer',
    positionEditedByCandidate: false,
    aiExtractedPosition: 'Software Engineer',
    visibility: 'public',
    aiSummary: 'A technical onsite with four rounds.',
    sourceType: 'email_upload',
    uploadedAt: '2026-03-02T00:00:00.000Z',
    evidence: null,
    ...overrides,
  };
}
