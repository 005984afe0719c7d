import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';
import { workExperienceSchema } from '../auth/user-registered.v1.js';

/**
 * The candidate's whole profile after every change (a full snapshot, not a diff), with a
 * per-candidate `revision` so consumers keep the newest. It carries personal data because the
 * company service reveals contact details on unlock; consumers must never expose those fields
 * for a locked candidate.
 */
export const CandidateProfileUpdatedV1 = defineEvent({
  type: 'CandidateProfileUpdated',
  version: 1,
  topic: 'candidate.profile.updated.v1',
  payload: z.object({
    candidateId: z.string().min(1),
    revision: z.number().int().nonnegative(),
    updatedAt: z.string(),
    // Personal: only after unlock.
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    linkedinUrl: z.string().nullable(),
    location: z.string().nullable(),
    currentCompany: z.string().nullable(),
    expectedBaseSalary: z.number().int().nonnegative().nullable(),
    dreamScenarioBaseSalary: z.number().int().nonnegative().nullable(),
    // Searchable, anonymous.
    currentPosition: z.string().nullable(),
    jobFamily: z.string().nullable(),
    jobTitle: z.string().nullable(),
    yearsExperience: z.number().nonnegative().nullable(),
    skills: z.array(z.string()),
    workModel: z.string().nullable(),
    isStrictlyRemote: z.boolean(),
    degreeLevel: z.string().nullable(),
    fieldOfStudy: z.string().nullable(),
    institution: z.string().nullable(),
    /** Every company in the work history: the candidate is hidden from these. */
    workExperiences: z.array(workExperienceSchema),
    /** False hides the candidate from search (e.g. the candidate paused discovery). */
    discoverable: z.boolean(),
  }),
  personal: { keyOf: (payload) => personKeyId.user(payload.candidateId), clear: ['candidateId', 'revision'] },
});
