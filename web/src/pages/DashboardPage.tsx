import { displayName, useSession } from '../app/session';
import { CompanyDashboard } from '../modules/company-dashboard/components/CompanyDashboard';
import { CandidateDashboard } from '../modules/dashboard/components/CandidateDashboard';
import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/**
 * /dashboard (docs/product/screens.md#dashboard): the candidate dashboard, the company dashboard, and a
 * placeholder for a user without a known type.
 */
export function DashboardPage() {
  const { user } = useSession();
  if (user?.user_type === 'candidate') return <CandidateDashboard />;
  if (user?.user_type === 'company') return <CompanyDashboard />;
  return <PagePlaceholder title={`Welcome, ${displayName(user)}`} />;
}
