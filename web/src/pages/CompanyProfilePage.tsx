import { CompanyProfile } from '../modules/company-profile/components/CompanyProfile';

/** The company's /profile: User Account, Company Information and Subscription tabs (docs/product/screens.md#company-profile). */
export function CompanyProfilePage() {
  return <CompanyProfile />;
}
