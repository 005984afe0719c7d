import type { CareerData, EnvelopeOf, UserRegisteredV1 } from '@hiring/contracts';
import type { ProfileStore } from '../../domain/profile/profile-store.js';
import { profileFromRegistration } from '../../domain/profile/profile-data.js';

const EMPTY_CAREER: CareerData = {
  expectedBaseSalary: null,
  dreamScenarioBaseSalary: null,
  institution: null,
  degreeLevel: null,
  fieldOfStudy: null,
  workModel: null,
  workLocation: null,
  isStrictlyRemote: false,
  linkedinUrl: null,
  jobFamily: null,
  jobTitle: null,
  currentCompany: null,
  yearsExperience: null,
  workExperiences: [],
  skills: [],
};

/**
 * A registered candidate gets a profile from the career data they entered: revision 1, published
 * as CandidateProfileUpdated like every later change. Idempotent: revision 1 is an insert-once.
 */
export function handleUserRegistered(profiles: ProfileStore) {
  return async (event: EnvelopeOf<typeof UserRegisteredV1>): Promise<void> => {
    const { payload } = event;
    if (payload.userType !== 'candidate') return;
    const data = profileFromRegistration({
      email: payload.email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      registeredAt: payload.registeredAt,
      careerData: payload.careerData ?? EMPTY_CAREER,
    });
    await profiles.create(payload.userId, data, event.correlationId);
  };
}
