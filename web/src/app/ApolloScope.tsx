import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { apolloClient } from './apollo';

/**
 * The GraphQL client for the pages that talk to the server. Loaded with them, not with the app's
 * first screen: the landing, privacy and terms pages render without Apollo (issue 32). One client
 * for the whole visit (a module singleton), so its cache outlives each scope.
 */
export function ApolloScope({ children }: { children?: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children ?? <Outlet />}</ApolloProvider>;
}
