import { TAGLINE_CANDIDATE, TAGLINE_COMPANY } from '../app/brand';
import { displayName, useSession } from '../app/session';
import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: candidate and company dashboards (spec section 2, Dashboard). */
export function DashboardPage() {
  const { user } = useSession();
  const tagline =
    user?.user_type === 'candidate' ? TAGLINE_CANDIDATE : user?.user_type === 'company' ? TAGLINE_COMPANY : undefined;
  return <PagePlaceholder title={`Welcome, ${displayName(user)}`} summary={tagline} />;
}
