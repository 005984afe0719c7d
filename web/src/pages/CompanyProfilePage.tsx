import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: company profile, account / company / subscription tabs (second spec, 2.2). */
export function CompanyProfilePage() {
  return (
    <PagePlaceholder
      title="Company profile"
      summary="Your account, company information, token balance and subscription."
    />
  );
}
