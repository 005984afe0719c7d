import type { MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { useRefreshCurrentUser } from '../../session/hooks/useRefreshCurrentUser';
import { ToastProvider } from '../../ui/components/Toasts';
import { NavBar } from './NavBar';

/** Shell of every signed-in page: navigation bar, then the page, and the outcome messages (toasts) in the viewport. */
export function AppLayout() {
  const { user } = useSession();
  useRefreshCurrentUser();
  return (
    <ToastProvider>
      <div className="app-shell">
        <a className="skip-link" href="#main-content" onClick={focusMain}>
          Skip to content
        </a>
        <NavBar user={user} />
        <main id="main-content" className="app-main" tabIndex={-1}>
          <div className="container">
            <Outlet />
          </div>
        </main>
      </div>
    </ToastProvider>
  );
}

/** With hash routing an in-page anchor would change the route: focus the target instead. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}
