import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../modules/layout/components/PublicLayout';
import { RequireAuth } from '../modules/layout/components/RequireAuth';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyRoute, type LazyRoute } from './lazy-route';

/**
 * Downloads the page (the innermost route) of the current address. The signed-in shell calls it from
 * its own loader: the page's chunk comes in parallel with the shell's, not after it, and both show
 * together. A failed download is left to the page's own attempt, which reports it (PageErrorBoundary).
 */
async function preloadCurrentPage(): Promise<void> {
  const path = window.location.hash.replace(/^#/, '') || '/';
  const page = matchRoutes(routes, path)?.at(-1)?.route.handle as LazyRoute['handle'] | undefined;
  await page?.preload().catch(() => undefined);
}

/** Public pages that talk to the server (sign in, registration, codes, passwords): each with the GraphQL client. */
const withApollo = { withApollo: true } as const;

/**
 * The spec's route table (section 2), rendered by `<HashRouter>` and `useRoutes` (App.tsx). The
 * declarative router, not the data router: nothing here loads data through routes (Apollo does),
 * and the data router's code was 18 kB gzipped of a 250 kB budget. A page that throws while
 * rendering gets RouteErrorPage from PageErrorBoundary.
 *
 * Only the landing page and the not-found page are in the first download (issue 32: a phone on a
 * slow network draws the landing page without React Router's data APIs, Apollo or the signed-in
 * areas); every other page is a chunk of its own, fetched when visited.
 */
export const routes: RouteObject[] = [
  {
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/privacy', ...lazyRoute(async () => (await import('../pages/PrivacyPage')).PrivacyPage) },
      { path: '/terms', ...lazyRoute(async () => (await import('../pages/TermsPage')).TermsPage) },
      {
        element: <PublicLayout />,
        children: [
          // The sign-in page fetches the GraphQL client itself, after it is drawn (it is the most visited).
          { path: '/login', ...lazyRoute(async () => (await import('../pages/LoginPage')).LoginPage) },
          { path: '/register', ...lazyRoute(async () => (await import('../pages/RegisterPage')).RegisterPage, withApollo) },
          { path: '/verify-email', ...lazyRoute(async () => (await import('../pages/VerifyEmailPage')).VerifyEmailPage, withApollo) },
          { path: '/forgot-password', ...lazyRoute(async () => (await import('../pages/ForgotPasswordPage')).ForgotPasswordPage, withApollo) },
          { path: '/reset-password', ...lazyRoute(async () => (await import('../pages/ResetPasswordPage')).ResetPasswordPage, withApollo) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The navigation bar reads the signed-in user over GraphQL: the shell comes with the client.
            ...lazyRoute(async () => {
              const [layout] = await Promise.all([import('../modules/layout/components/AppLayout'), preloadCurrentPage()]);
              return layout.AppLayout;
            }, withApollo),
            children: [
              { path: '/dashboard', ...lazyRoute(async () => (await import('../pages/DashboardPage')).DashboardPage) },
              { path: '/profile', ...lazyRoute(async () => (await import('../pages/ProfilePage')).ProfilePage) },
              { path: '/interviews', ...lazyRoute(async () => (await import('../pages/InterviewsPage')).InterviewsPage) },
              { path: '/admin/email-ingestion', ...lazyRoute(async () => (await import('../pages/AdminEmailIngestionPage')).AdminEmailIngestionPage) },
              { path: '/search-candidates', ...lazyRoute(async () => (await import('../pages/SearchCandidatesPage')).SearchCandidatesPage) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
