import { TAGLINE_COMPANY } from '../app/brand';
import { displayName, useSession } from '../app/session';
import { CandidateDashboard } from '../modules/dashboard/components/CandidateDashboard';
import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/**
 * /dashboard (dashboards spec, Dashboard): the candidate dashboard; the company view is still a
 * placeholder (built separately).
 */
export function DashboardPage() {
  const { user } = useSession();
  if (user?.user_type === 'candidate') return <CandidateDashboard />;
  const tagline = user?.user_type === 'company' ? TAGLINE_COMPANY : undefined;
  return <PagePlaceholder title={`Welcome, ${displayName(user)}`} summary={tagline} />;
}
