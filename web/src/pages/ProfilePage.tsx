import { Navigate } from 'react-router-dom';
import { useSession } from '../app/session';
import { CandidateProfilePage } from './CandidateProfilePage';
import { CompanyProfilePage } from './CompanyProfilePage';

/** /profile: the candidate or company profile by user_type, otherwise back to /dashboard. */
export function ProfilePage() {
  const { user } = useSession();
  if (user?.user_type === 'candidate') return <CandidateProfilePage />;
  if (user?.user_type === 'company') return <CompanyProfilePage />;
  return <Navigate to="/dashboard" replace />;
}
