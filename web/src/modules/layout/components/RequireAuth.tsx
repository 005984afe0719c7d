import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LOGIN_PATH, useSession } from '../../../app/session';

/** Signed-in routes: a visitor without a token and user is sent to /login. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
