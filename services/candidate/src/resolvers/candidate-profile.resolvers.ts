import { CareerInputError } from '@hiring/contracts';
import { badInput, isOwnerOrAdmin, requireCandidate, type RequestContext } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import { derivedFields, type ProfileSnapshot } from '../domain/profile/profile-data.js';
import { applyProfileInput, formOf, successMessage } from '../domain/profile/profile-input.js';
import type { ProfileStore } from '../domain/profile/profile-store.js';

/** Personal data: readable by its owner and by admins only. */
async function readableProfile(profiles: ProfileStore, id: string, ctx: RequestContext): Promise<ProfileSnapshot | null> {
  return isOwnerOrAdmin(ctx, id) ? profiles.fresh(id) : null;
}

/** An update naming no field is refused rather than answered with the unchanged profile: the caller meant to change something. */
export const NOTHING_TO_UPDATE = 'Please send the profile fields to update';

/** Runs the input rules, turning their failures into 400s with the rule's text. */
function validated<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CareerInputError) throw badInput(error.message);
    throw error;
  }
}

export function candidateProfileResolvers(profiles: ProfileStore): Resolvers {
  return {
    Query: {
      // Candidates only: a company asking for its candidate profile is refused, not answered null.
      myCandidateProfile: (_, __, ctx) => readableProfile(profiles, requireCandidate(ctx).userId, ctx),
    },
    Mutation: {
      updateCandidateProfile: async (_, args, ctx) => {
        const auth = requireCandidate(ctx);
        const form = formOf(args.input);
        if (!Object.values(args.input).some((value) => value !== undefined)) throw badInput(NOTHING_TO_UPDATE);
        const today = new Date();
        const profile = await profiles.update(auth.userId, (data) => validated(() => applyProfileInput(data, args.input, today)), form, ctx.correlationId);
        return { success: true, message: successMessage(form), profile };
      },
    },
    User: {
      candidateProfile: (user, _, ctx) => readableProfile(profiles, user.id, ctx),
    },
    CandidateProfile: {
      __resolveReference: (ref, ctx) => readableProfile(profiles, ref.id, ctx),
      id: (p) => p.candidateId,
      userId: (p) => p.candidateId,
      email: (p) => p.data.email,
      firstName: (p) => p.data.firstName,
      lastName: (p) => p.data.lastName,
      linkedinUrl: (p) => p.data.linkedinUrl,
      preferredLocation: (p) => p.data.preferredLocation,
      workModel: (p) => p.data.workModel,
      expectedBaseSalary: (p) => p.data.expectedBaseSalary,
      dreamScenarioBaseSalary: (p) => p.data.dreamScenarioBaseSalary,
      isStrictlyRemote: (p) => p.data.isStrictlyRemote,
      currentCompany: (p) => derivedFields(p.data).currentCompany,
      currentPosition: (p) => derivedFields(p.data).currentPosition,
      jobFamily: (p) => p.data.jobFamily,
      jobTitle: (p) => p.data.jobTitle,
      workStartMonth: (p) => derivedFields(p.data).workStartMonth,
      workStartYear: (p) => derivedFields(p.data).workStartYear,
      workEndMonth: (p) => derivedFields(p.data).workEndMonth,
      workEndYear: (p) => derivedFields(p.data).workEndYear,
      currentCompanyEmail: (p) => p.data.currentCompanyEmail,
      previousCompanies: (p) => derivedFields(p.data).previousCompanies,
      education: (p) => ({ institution: p.data.institution, degreeLevel: p.data.degreeLevel, fieldOfStudy: p.data.fieldOfStudy }),
      certifications: (p) => p.data.certifications ?? [],
      skills: (p) => p.data.skills,
      workExperiences: (p) => p.data.workExperiences,
      yearsExperience: (p) => derivedFields(p.data).calculatedYearsExperience,
      revision: (p) => p.revision,
      updatedAt: (p) => p.updatedAt.toISOString(),
    },
  };
}
