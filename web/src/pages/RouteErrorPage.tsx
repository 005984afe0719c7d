import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BrandLogo } from '../modules/layout/components/BrandLogo';

/** Shown when a page throws while rendering, instead of a blank screen. */
export function RouteErrorPage() {
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

class ErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Page crashed:', error);
  }

  override componentDidUpdate(previous: { pathname: string }): void {
    // another address: try its page (the layouts around it stay mounted)
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** Catches a page's render error and shows RouteErrorPage instead of a blank screen. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
