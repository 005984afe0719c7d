import { UserRegisteredV1 } from '@hiring/contracts';
import { on } from '@hiring/service-kit';
import type { CandidateProfileModel } from './models/candidate-profile.model.js';
import { handleUserRegistered } from './events/handlers/user-registered.handler.js';

/** Every event the candidate service consumes. */
export function candidateSubscriptions(deps: { profiles: CandidateProfileModel }) {
  return [{ groupId: 'candidate.profiles', handlers: [on(UserRegisteredV1, handleUserRegistered(deps.profiles))] }];
}
