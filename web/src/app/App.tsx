import { ApolloProvider } from '@apollo/client/react';
import { HashRouter, useRoutes } from 'react-router-dom';
import { PageErrorBoundary } from '../pages/RouteErrorPage';
import { apolloClient } from './apollo';
import { routes } from './router';

function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </ApolloProvider>
  );
}
