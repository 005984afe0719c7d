import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { UserRegisteredV1, type CareerData, type CompanyData } from '@hiring/contracts';
import { badInput, conflict, isDuplicateKeyError, type OutboxRelay } from '@hiring/service-kit';
import type { User, UserModel } from '../models/user.model.js';
import { hashPassword, passwordProblem } from './passwords.js';

const registerInputSchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address'),
  password: z.string(),
  userType: z.enum(['candidate', 'company']),
  firstName: z.string().trim(),
  lastName: z.string().trim(),
  careerData: z
    .object({
      expectedBaseSalary: z.number().int().nonnegative().nullish(),
      dreamScenarioBaseSalary: z.number().int().nonnegative().nullish(),
      institution: z.string().trim().nullish(),
      degreeLevel: z.string().trim().nullish(),
      fieldOfStudy: z.string().trim().nullish(),
      workModel: z.string().trim().nullish(),
      workLocation: z.string().trim().nullish(),
      isStrictlyRemote: z.boolean().nullish(),
      linkedinUrl: z.string().trim().nullish(),
      jobFamily: z.string().trim().nullish(),
      jobTitle: z.string().trim().nullish(),
      workExperiences: z
        .array(
          z.object({
            company: z.string().trim(),
            jobTitle: z.string().trim(),
            startMonth: z.number().int().min(1).max(12).nullish(),
            startYear: z.number().int().nullish(),
            endMonth: z.number().int().min(1).max(12).nullish(),
            endYear: z.number().int().nullish(),
            isCurrent: z.boolean(),
          }),
        )
        .max(10, 'At most 10 work experiences')
        .nullish(),
      skills: z.array(z.string().trim().min(1)).max(10, 'At most 10 skills').nullish(),
    })
    .nullish(),
  companyData: z
    .object({
      companyName: z.string().trim(),
      industry: z.string().trim().nullish(),
      size: z.string().trim().nullish(),
      website: z.string().trim().nullish(),
    })
    .nullish(),
});

export type RegisterInput = z.input<typeof registerInputSchema>;

function toCareerData(input: z.infer<typeof registerInputSchema>['careerData']): CareerData {
  const experiences = (input?.workExperiences ?? []).map((e) => ({
    company: e.company,
    jobTitle: e.jobTitle,
    startMonth: e.startMonth ?? null,
    startYear: e.startYear ?? null,
    // End fields mean nothing for the current role.
    endMonth: e.isCurrent ? null : (e.endMonth ?? null),
    endYear: e.isCurrent ? null : (e.endYear ?? null),
    isCurrent: e.isCurrent,
  }));
  const current = experiences.find((e) => e.isCurrent) ?? experiences[0];
  return {
    expectedBaseSalary: input?.expectedBaseSalary ?? null,
    dreamScenarioBaseSalary: input?.dreamScenarioBaseSalary ?? null,
    institution: input?.institution || null,
    degreeLevel: input?.degreeLevel || null,
    fieldOfStudy: input?.fieldOfStudy || null,
    workModel: input?.workModel || null,
    workLocation: input?.workLocation || null,
    isStrictlyRemote: input?.isStrictlyRemote ?? false,
    linkedinUrl: input?.linkedinUrl || null,
    jobFamily: input?.jobFamily || null,
    jobTitle: input?.jobTitle || null,
    currentCompany: current?.company ?? null,
    // The candidate service derives years of experience from the entries (one rule, one owner).
    yearsExperience: null,
    workExperiences: experiences,
    skills: [...new Set(input?.skills ?? [])],
  };
}

/**
 * Creates the account and records UserRegistered in the same insert; the candidate, company,
 * billing and interviews services build their records from that event.
 */
export async function registerUser(
  deps: { users: UserModel; relay: OutboxRelay },
  rawInput: RegisterInput,
  correlationId?: string,
): Promise<User> {
  const parsed = registerInputSchema.safeParse(rawInput);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid registration');
  const input = parsed.data;
  if (!input.firstName || !input.lastName) throw badInput('Please fill in first name, last name, and email');
  const problem = passwordProblem(input.password);
  if (problem) throw badInput(problem);

  let companyData: CompanyData | null = null;
  if (input.userType === 'company') {
    if (!input.companyData?.companyName) throw badInput('Company name is required');
    companyData = {
      companyName: input.companyData.companyName,
      industry: input.companyData.industry || null,
      size: input.companyData.size || null,
      website: input.companyData.website || null,
    };
  }

  const user = new deps.users({
    _id: randomUUID(),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    userType: input.userType,
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: companyData?.companyName ?? null,
    emailVerified: false,
  });
  user.recordEvent(UserRegisteredV1, {
    correlationId,
    payload: {
      userId: user._id,
      email: user.email,
      userType: user.userType,
      firstName: user.firstName,
      lastName: user.lastName,
      registeredAt: new Date().toISOString(),
      careerData: input.userType === 'candidate' ? toCareerData(input.careerData) : null,
      companyData,
    },
  });
  try {
    await user.save();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict('An account with this email already exists');
    throw error;
  }
  void deps.relay.notify(deps.users as never, user._id);
  return user.toObject();
}
