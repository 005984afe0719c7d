import type { CareerData, PayloadOf, CandidateProfileUpdatedV1, WorkExperience } from '@hiring/contracts';
import { careerOrder } from '@hiring/contracts';
import { yearsOfExperience } from '../years-experience.js';

/**
 * What a candidate's profile holds (docs/product/data.md#data-and-entities, candidate profile): everything the
 * candidate enters. Current company, current position, the current role's dates, previous
 * companies and years of experience are derived from the work history, never stored apart from it.
 */
export interface ProfileData {
  /** The login address (lowercased). */
  email: string;
  firstName: string;
  lastName: string;
  linkedinUrl: string | null;
  preferredLocation: string | null;
  workModel: string | null;
  expectedBaseSalary: number | null;
  dreamScenarioBaseSalary: number | null;
  /** Only ever true with the remote work model. */
  isStrictlyRemote: boolean;
  jobFamily: string | null;
  jobTitle: string | null;
  institution: string | null;
  degreeLevel: string | null;
  fieldOfStudy: string | null;
  certifications: string[];
  /** The top skills (up to 10; read-only on the profile page). */
  skills: string[];
  workExperiences: WorkExperience[];
  currentCompanyEmail: string | null;
  /** When the login address was verified (registration). */
  loginVerifiedAt: string | null;
}

export interface ProfileSnapshot {
  candidateId: string;
  revision: number;
  data: ProfileData;
  updatedAt: Date;
}

/** The profile a registration creates: the career step's data. */
export function profileFromRegistration(input: {
  email: string;
  firstName: string;
  lastName: string;
  registeredAt: string;
  careerData: CareerData;
}): ProfileData {
  const career = input.careerData;
  return {
    email: input.email.toLowerCase(),
    firstName: input.firstName,
    lastName: input.lastName,
    linkedinUrl: career.linkedinUrl,
    preferredLocation: career.workLocation,
    workModel: career.workModel,
    expectedBaseSalary: career.expectedBaseSalary,
    dreamScenarioBaseSalary: career.dreamScenarioBaseSalary,
    isStrictlyRemote: career.workModel === 'remote' && career.isStrictlyRemote,
    jobFamily: career.jobFamily,
    jobTitle: career.jobTitle,
    institution: career.institution,
    degreeLevel: career.degreeLevel,
    fieldOfStudy: career.fieldOfStudy,
    certifications: [],
    skills: career.skills,
    workExperiences: career.workExperiences,
    currentCompanyEmail: null,
    loginVerifiedAt: input.registeredAt,
  };
}

/** The current role (the latest-started one when several are current), else the latest-started entry. */
export function currentEntry(entries: readonly WorkExperience[]): WorkExperience | null {
  const ordered = careerOrder(entries);
  return ordered.find((entry) => entry.isCurrent) ?? ordered[0] ?? null;
}

/** The fields the spec lists that follow from the work history. */
export function derivedFields(data: ProfileData, today: Date = new Date()) {
  const current = currentEntry(data.workExperiences);
  const currentCompany = current?.company ?? null;
  const previousCompanies: string[] = [];
  for (const entry of careerOrder(data.workExperiences)) {
    if (entry === current) continue;
    const seen = previousCompanies.some((name) => name.toLowerCase() === entry.company.toLowerCase());
    if (!seen && entry.company.toLowerCase() !== (currentCompany ?? '').toLowerCase()) previousCompanies.push(entry.company);
  }
  return {
    currentCompany,
    /** The spec's "latest position": the current job's title, else the title of the most recent start. */
    currentPosition: current?.jobTitle ?? null,
    workStartMonth: current?.startMonth ?? null,
    workStartYear: current?.startYear ?? null,
    workEndMonth: current && !current.isCurrent ? current.endMonth : null,
    workEndYear: current && !current.isCurrent ? current.endYear : null,
    previousCompanies,
    calculatedYearsExperience: yearsOfExperience(data.workExperiences, today),
  };
}

/** CandidateProfileUpdated: the whole profile after a change, with its revision. */
export function profileUpdatedPayload(snapshot: ProfileSnapshot): PayloadOf<typeof CandidateProfileUpdatedV1> {
  const { data } = snapshot;
  const derived = derivedFields(data, snapshot.updatedAt);
  return {
    candidateId: snapshot.candidateId,
    revision: snapshot.revision,
    updatedAt: snapshot.updatedAt.toISOString(),
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    linkedinUrl: data.linkedinUrl,
    location: data.preferredLocation,
    currentCompany: derived.currentCompany,
    expectedBaseSalary: data.expectedBaseSalary,
    dreamScenarioBaseSalary: data.dreamScenarioBaseSalary,
    currentPosition: derived.currentPosition,
    jobFamily: data.jobFamily,
    jobTitle: data.jobTitle,
    yearsExperience: derived.calculatedYearsExperience,
    skills: data.skills,
    workModel: data.workModel,
    isStrictlyRemote: data.isStrictlyRemote,
    degreeLevel: data.degreeLevel,
    fieldOfStudy: data.fieldOfStudy,
    institution: data.institution,
    workExperiences: data.workExperiences,
    // No way to pause discovery exists yet (see docs/decisions/candidate-space.md).
    discoverable: true,
  };
}
