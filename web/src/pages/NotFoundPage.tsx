import { Link } from 'react-router-dom';
import { BrandLogo } from '../modules/layout/components/BrandLogo';

/** Any unknown route. */
export function NotFoundPage() {
  return (
    <main id="main-content" className="status-page">
      <BrandLogo />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">We couldn't find that page</h1>
      <p className="page-lead">The link may be old, or the page may have moved.</p>
      <Link to="/" className="btn btn--primary">
        Go to the home page
      </Link>
    </main>
  );
}
