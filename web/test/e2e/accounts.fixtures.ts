/**
 * Stand-ins for the account pages' tests: users and sessions as the GraphQL API answers them, and
 * a log of the app's requests to the API (GraphQL and REST, in the order sent, with their token).
 */
import type { Page } from 'playwright-core';
import type { CANDIDATE_USER, COMPANY_USER } from './browser.js';
import type { GraphqlAnswer, GraphqlCall } from './candidate.fixtures.js';

type Answer = Exclude<GraphqlAnswer, 'hang'>;

/** A `User` as the `SessionUser` fragment reads it. */
export function sessionUser(user: typeof CANDIDATE_USER | typeof COMPANY_USER) {
  return {
    __typename: 'User',
    id: user.id,
    email: user.email,
    userType: user.user_type,
    firstName: user.first_name,
    lastName: 'last_name' in user ? user.last_name : '',
    companyName: 'company_name' in user ? user.company_name : null,
    emailVerified: user.email_verified,
    emailVerifiedAt: user.email_verified ? '2026-11-01T10:00:00.000Z' : null,
    isAdmin: false,
  };
}

/** The answer of login, registerWithVerification or completeRegistration. */
export function sessionAnswer(field: string, accessToken: string, user: typeof CANDIDATE_USER | typeof COMPANY_USER): Answer {
  return { data: { [field]: { __typename: 'AuthPayload', accessToken, user: sessionUser(user) } } };
}

/** A GraphQL error as the subgraphs send it. */
export function graphqlError(message: string, code: string): Answer {
  return { errors: [{ message, extensions: { code } }] };
}

export interface SentRequest {
  /** 'POST /graphql Login', 'GET /api/health'. */
  label: string;
  authorization: string | undefined;
}

/** Records every request to /graphql and /api/** in the order the page sends them. */
export function requestLog(page: Page): SentRequest[] {
  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path !== '/graphql' && !path.startsWith('/api/')) return;
    let operation = '';
    if (path === '/graphql') {
      try {
        operation = ` ${(JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? ''}`;
      } catch {
        // not a JSON body
      }
    }
    sent.push({ label: `${request.method()} ${path}${operation}`, authorization: request.headers().authorization });
  });
  return sent;
}

/** The requests of one label ('POST /graphql Login'). */
export function sentTo(sent: SentRequest[], label: string): SentRequest[] {
  return sent.filter((request) => request.label === label);
}

/** The variables of each call of one operation, in order. */
export function variablesOf(calls: GraphqlCall[], operationName: string): Record<string, unknown>[] {
  return calls.filter((call) => call.operationName === operationName).map((call) => call.variables);
}
