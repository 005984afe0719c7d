import { Link } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { BrandLogo } from '../../layout/components/BrandLogo';

/** The public pages' bar: sign in and registration, or the way back into the app when signed in. */
export function LandingTopBar() {
  const { isAuthenticated } = useSession();
  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <BrandLogo />
        <nav className="topbar__actions" aria-label="Account">
          {isAuthenticated ? (
            <Link to="/dashboard" className="btn btn--primary">
              Go to Dashboard
            </Link>
          ) : (
            <>
              <Link to="/login" className="btn btn--ghost">
                Sign In
              </Link>
              <Link to="/register" className="btn btn--primary">
                Get Started
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
