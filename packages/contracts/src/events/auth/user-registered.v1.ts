import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';

export const workExperienceSchema = z.object({
  company: z.string(),
  jobTitle: z.string(),
  startMonth: z.number().int().min(1).max(12).nullable(),
  startYear: z.number().int().nullable(),
  endMonth: z.number().int().min(1).max(12).nullable(),
  endYear: z.number().int().nullable(),
  isCurrent: z.boolean(),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

export const careerDataSchema = z.object({
  expectedBaseSalary: z.number().int().nonnegative().nullable(),
  dreamScenarioBaseSalary: z.number().int().nonnegative().nullable(),
  institution: z.string().nullable(),
  degreeLevel: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  workModel: z.string().nullable(),
  workLocation: z.string().nullable(),
  isStrictlyRemote: z.boolean(),
  linkedinUrl: z.string().nullable(),
  jobFamily: z.string().nullable(),
  jobTitle: z.string().nullable(),
  currentCompany: z.string().nullable(),
  yearsExperience: z.number().nonnegative().nullable(),
  workExperiences: z.array(workExperienceSchema),
  skills: z.array(z.string()),
});
export type CareerData = z.infer<typeof careerDataSchema>;

export const companyDataSchema = z.object({
  companyName: z.string().min(1),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  website: z.string().nullable(),
});
export type CompanyData = z.infer<typeof companyDataSchema>;

/** A person finished registration. Other services create their per-user records from it. */
export const UserRegisteredV1 = defineEvent({
  type: 'UserRegistered',
  version: 1,
  topic: 'auth.user.registered.v1',
  payload: z.object({
    userId: z.string().min(1),
    email: z.string().email(),
    userType: z.enum(['candidate', 'company']),
    firstName: z.string(),
    lastName: z.string(),
    registeredAt: z.string().datetime({ offset: true }),
    careerData: careerDataSchema.nullable(),
    companyData: companyDataSchema.nullable(),
    /**
     * The invitation the registration answered (the `ref` of a referral's link, issue 32), so the
     * referral reads Signed up even when the friend registered with another address. Absent or null
     * without one (and in events written before it).
     */
    referralId: z.string().max(64).nullable().optional(),
  }),
  personal: { keyOf: (payload) => personKeyId.user(payload.userId), clear: ['userId', 'userType'] },
});
