import { Link } from 'react-router-dom';
import { BrandLogo } from '../../layout/components/BrandLogo';

export function LandingTopBar() {
  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <BrandLogo />
        <nav className="topbar__actions" aria-label="Account">
          <Link to="/login" className="btn btn--ghost">
            Sign In
          </Link>
          <Link to="/register" className="btn btn--primary">
            Get Started
          </Link>
        </nav>
      </div>
    </header>
  );
}
