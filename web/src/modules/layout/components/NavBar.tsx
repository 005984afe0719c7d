import { NavLink } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { LOGOUT } from '../../auth/graphql/logout.mutation';
import { displayName, logout, type StoredUser } from '../../../app/session';
import { BrandLogo } from './BrandLogo';

interface NavItem {
  to: string;
  label: string;
}

/**
 * Spec: Dashboard and Profile for all; Interviews for candidates; Search Candidates for companies.
 * Administrators also get their one page (the server checks the flag again on every call).
 */
export function navItemsFor(user: StoredUser | null): NavItem[] {
  const items: NavItem[] = [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/profile', label: 'Profile' },
  ];
  if (user?.user_type === 'candidate') items.push({ to: '/interviews', label: 'Interviews' });
  if (user?.user_type === 'company') items.push({ to: '/search-candidates', label: 'Search Candidates' });
  if (user?.is_admin === true) items.push({ to: '/admin/email-ingestion', label: 'Admin' });
  return items;
}

/** How long Logout waits for the server to end the session before leaving anyway. */
const SERVER_LOGOUT_WAIT_MS = 3000;

export function NavBar({ user }: { user: StoredUser | null }) {
  const name = displayName(user);
  const [endSession] = useMutation(LOGOUT);
  // The server ends the session first (its token is refused from then on), while the token is still here to send.
  const signOut = () => {
    const ended = endSession().catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS));
    void Promise.race([ended, waited]).finally(logout);
  };
  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <BrandLogo to="/dashboard" />
        <nav className="navbar__links" aria-label="Main">
          {navItemsFor(user).map((item) => (
            <NavLink key={item.to} to={item.to} className={({ isActive }) => `navbar__link${isActive ? ' is-active' : ''}`}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="navbar__account">
          {name !== 'there' && (
            <span className="navbar__user" title={user?.email ?? undefined}>
              <span className="avatar" aria-hidden="true">
                {name.charAt(0).toUpperCase()}
              </span>
              <span className="navbar__user-name">{name}</span>
            </span>
          )}
          <button type="button" className="btn btn--secondary btn--sm" onClick={signOut}>
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}
