import type { EnvelopeOf, UserRegisteredV1 } from '@hiring/contracts';
import { insertOnce } from '@hiring/service-kit';
import type { CandidateProfileModel } from '../../models/candidate-profile.model.js';
import { yearsOfExperience } from '../../domain/years-experience.js';

/** A registered candidate gets a profile from the career data they entered. */
export function handleUserRegistered(profiles: CandidateProfileModel) {
  return async (event: EnvelopeOf<typeof UserRegisteredV1>): Promise<void> => {
    const { payload } = event;
    if (payload.userType !== 'candidate' || !payload.careerData) return;
    // Insert-once keyed by user id: a redelivery finds the profile already there.
    await insertOnce(profiles, {
      _id: payload.userId,
      email: payload.email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      career: payload.careerData,
      yearsExperience: yearsOfExperience(payload.careerData.workExperiences, new Date(payload.registeredAt)),
    });
  };
}
