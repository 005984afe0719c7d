import '../public-footer.css';
import { Link, Outlet } from 'react-router-dom';
import { BRAND_NAME, COPYRIGHT_YEAR } from '../../../app/brand';
import { BrandLogo } from './BrandLogo';

/** Shell of the public account pages (sign in, registration, password reset). */
export function PublicLayout() {
  return (
    <div className="public-shell">
      <header className="public-header">
        <div className="container public-header__inner">
          <BrandLogo />
          <Link to="/" className="btn btn--ghost btn--sm">
            Back to home
          </Link>
        </div>
      </header>
      <main id="main-content" className="public-main">
        <Outlet />
      </main>
      <footer className="public-footer">
        <p>
          © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.
        </p>
        <nav className="public-footer__links" aria-label="Footer">
          <Link to="/privacy">Privacy</Link>
          <Link to="/terms">Terms</Link>
        </nav>
      </footer>
    </div>
  );
}
