import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../modules/layout/components/AppLayout';
import { PublicLayout } from '../modules/layout/components/PublicLayout';
import { RequireAuth } from '../modules/layout/components/RequireAuth';
import { AdminEmailIngestionPage } from '../pages/AdminEmailIngestionPage';
import { DashboardPage } from '../pages/DashboardPage';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { InterviewsPage } from '../pages/InterviewsPage';
import { LandingPage } from '../pages/LandingPage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ProfilePage } from '../pages/ProfilePage';
import { RegisterPage } from '../pages/RegisterPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { SearchCandidatesPage } from '../pages/SearchCandidatesPage';
import { VerifyEmailPage } from '../pages/VerifyEmailPage';

/**
 * The spec's route table (section 2), rendered by `<HashRouter>` and `useRoutes` (App.tsx). The
 * declarative router, not the data router: nothing here loads data through routes (Apollo does),
 * and the data router's code was 18 kB gzipped of a 250 kB budget. A page that throws while
 * rendering gets RouteErrorPage from PageErrorBoundary.
 */
export const routes: RouteObject[] = [
  {
    children: [
      { path: '/', element: <LandingPage /> },
      {
        element: <PublicLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/profile', element: <ProfilePage /> },
              { path: '/interviews', element: <InterviewsPage /> },
              { path: '/admin/email-ingestion', element: <AdminEmailIngestionPage /> },
              { path: '/search-candidates', element: <SearchCandidatesPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
