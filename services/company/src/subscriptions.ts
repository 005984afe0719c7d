import { UserRegisteredV1 } from '@hiring/contracts';
import { on } from '@hiring/service-kit';
import type { CompanyProfileModel } from './models/company-profile.model.js';
import { handleUserRegistered } from './events/handlers/user-registered.handler.js';

/** Every event the company service consumes. */
export function companySubscriptions(deps: { profiles: CompanyProfileModel }) {
  return [{ groupId: 'company.profiles', handlers: [on(UserRegisteredV1, handleUserRegistered(deps.profiles))] }];
}
