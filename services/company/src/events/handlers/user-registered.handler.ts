import type { EnvelopeOf, UserRegisteredV1 } from '@hiring/contracts';
import { insertOnce } from '@hiring/service-kit';
import type { CompanyProfileModel } from '../../models/company-profile.model.js';

/** A registered company gets its profile from the company step of registration. */
export function handleUserRegistered(profiles: CompanyProfileModel) {
  return async (event: EnvelopeOf<typeof UserRegisteredV1>): Promise<void> => {
    const { payload } = event;
    if (payload.userType !== 'company' || !payload.companyData) return;
    await insertOnce(profiles, {
      _id: payload.userId,
      email: payload.email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      ...payload.companyData,
    });
  };
}
