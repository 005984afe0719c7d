import { CompanyProfile } from '../modules/company-profile/components/CompanyProfile';

/** The company's /profile: User Account, Company Information and Subscription tabs (profiles spec 2.2). */
export function CompanyProfilePage() {
  return <CompanyProfile />;
}
