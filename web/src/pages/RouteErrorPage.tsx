import { Link, useRouteError } from 'react-router-dom';
import { BrandLogo } from '../modules/layout/components/BrandLogo';

/** Shown when a page throws while rendering, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Page crashed:', error);
  return (
    <main id="main-content" className="status-page">
      <BrandLogo />
      <h1 className="page-title">Something went wrong</h1>
      <p className="page-lead">Please reload the page. If it keeps happening, come back in a few minutes.</p>
      <div className="status-page__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn btn--secondary">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
