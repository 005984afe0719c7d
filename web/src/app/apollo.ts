import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { applySessionRules, errorTextFromBody } from './auth-response';
import { createCache } from './apollo-cache';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS } from './cold-start';
import { coldStartLink } from './cold-start-link';
import { getAuthToken, handleUnauthorized, logout, onSessionCleared, USER_NOT_FOUND } from './session';

export const GRAPHQL_ENDPOINT = '/graphql';

/** Operations exempt from the 401 rule (a failed login must not "log out"), retried once on any timeout. */
const LOGIN_OPERATIONS: ReadonlySet<string> = new Set(['Login']);

/**
 * Adds the bearer token: the operation's own `context.authToken` when it names one (registration's
 * final steps send the temporary token even when another account is signed in), else the access
 * token, else the temporary registration token.
 */
const authLink = new SetContextLink((prevContext) => {
  const named = prevContext.authToken as string | null | undefined;
  const token = named === undefined ? getAuthToken() : named;
  const headers: Record<string, string> = { ...(prevContext.headers as Record<string, string> | undefined) };
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers };
});

/** GraphQL-level auth failures: UNAUTHENTICATED acts like a 401; 'User not found' logs out. */
const sessionErrorLink = new ErrorLink(({ error, operation }) => {
  if (LOGIN_OPERATIONS.has(operation.operationName ?? '')) return;
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
      handleUnauthorized();
    } else if (error.errors.some((e) => e.message.includes(USER_NOT_FOUND))) {
      logout();
    }
    return;
  }
  if (ServerError.is(error)) {
    let body: unknown = error.bodyText;
    try {
      body = JSON.parse(error.bodyText) as unknown;
    } catch {
      // plain-text body
    }
    applySessionRules(error.statusCode, errorTextFromBody(body));
    return;
  }
  console.warn(`[graphql] ${operation.operationName ?? 'operation'} failed:`, error);
});

export interface ApolloClientOptions {
  /** The GraphQL endpoint (the app's own origin in the browser). */
  uri?: string;
  timeoutMs?: number;
}

export function createApolloClient({ uri = GRAPHQL_ENDPOINT, timeoutMs = REQUEST_TIMEOUT_MS }: ApolloClientOptions = {}): ApolloClient {
  const client = new ApolloClient({
    link: ApolloLink.from([
      sessionErrorLink,
      coldStartLink(LOGIN_OPERATIONS, uri),
      authLink,
      new HttpLink({ uri, fetch: (input, init) => fetchWithTimeout(input, init, timeoutMs) }),
    ]),
    cache: createCache(),
  });
  // Nothing cached for one user may be shown to the next.
  onSessionCleared(() => {
    void client.clearStore().catch((error: unknown) => console.warn('Could not clear the GraphQL cache', error));
  });
  return client;
}

export const apolloClient = createApolloClient();
