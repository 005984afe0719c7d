import { Link } from 'react-router-dom';
import { BRAND_NAME, COPYRIGHT_YEAR } from '../../../app/brand';
import { BrandLogo } from '../../layout/components/BrandLogo';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <BrandLogo inverted />
          <p>Verified interview history for candidates and the teams hiring them.</p>
        </div>
        <nav className="site-footer__links" aria-label="Footer">
          <Link to="/register?type=candidate">For candidates</Link>
          <Link to="/register?type=company">For companies</Link>
          <Link to="/login">Sign in</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/terms">Terms</Link>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
