import { HashRouter, useRoutes } from 'react-router-dom';
import { PageErrorBoundary } from '../pages/RouteErrorPage';
import { routes } from './router';

function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}

/** The GraphQL client is not here: the routes that need it bring it (router.tsx, ApolloScope). */
export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
