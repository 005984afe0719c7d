import { types } from 'node:util';
import { GraphQLError } from 'graphql';
import { retryWhile } from '../concurrency/retry-while.js';
import { AUTH_REQUIRED_MESSAGE } from '@hiring/contracts';

/**
 * Errors a client may see, each with a code the gateway passes through (everything else is
 * masked). Subgraphs answer them with HTTP 200, as GraphQL errors: a non-2xx status would make the
 * gateway replace the message; the REST facade maps codes to statuses.
 */
function clientError(code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export const badInput = (message: string) => clientError('BAD_USER_INPUT', message);
export const unauthenticated = (message = AUTH_REQUIRED_MESSAGE) => clientError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Not allowed') => clientError('FORBIDDEN', message);
export const notFound = (message: string) => clientError('NOT_FOUND', message);
export const conflict = (message: string) => clientError('CONFLICT', message);
export const tooManyRequests = (message: string) => clientError('TOO_MANY_REQUESTS', message);
/** A dependency the request needs (e.g. the mail server) failed; the client may retry. */
export const unavailable = (message: string) => clientError('SERVICE_UNAVAILABLE', message);

/** What a client is told while a service or its database cannot be reached (a 503: retry later). */
export const TEMPORARILY_UNAVAILABLE = 'This service is temporarily unavailable. Please try again in a moment.';

const isError = (value: unknown): value is Error => value instanceof Error || types.isNativeError(value);

/** Errors that mean "cannot reach a dependency" (MongoDB driver, mongoose buffering, sockets), not a bug. */
export function isConnectionError(error: unknown): boolean {
  // isNativeError as well as instanceof: errors from Node's own sockets come from another realm in
  // jest's VM modules, and their `instanceof Error` is false there.
  for (let e: unknown = error, depth = 0; isError(e) && depth < 5; e = e.cause, depth += 1) {
    if (/^Mongo(Network|NetworkTimeout|ServerSelection|NotConnected|TopologyClosed|PoolCleared)Error$/.test(e.name)) return true;
    // "other side closed": undici (the gateway's subgraph client) when a subgraph dies mid-answer.
    if (/buffering timed out|ECONNREFUSED|ECONNRESET|socket hang up|fetch failed|other side closed/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Runs `action` again while it fails because a dependency cannot be reached (isConnectionError),
 * for up to `limitMs`, backing off to 2 s. For a write that records a side effect already done
 * (a mail sent): failing it makes the consumer run the side effect again, so it waits out a short
 * database outage instead. Any other error, or the limit, throws.
 */
export function retryWhileUnreachable<T>(action: () => Promise<T>, options: { limitMs?: number; sleep?: (ms: number) => Promise<void> } = {}): Promise<T> {
  return retryWhile(action, isConnectionError, options);
}

/** Codes the gateway lets through with their message; anything else becomes 'Internal server error'. */
export const CLIENT_ERROR_CODES: readonly string[] = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  // An unproven company asked for search, details or unlocks (company service; REST: 403).
  'COMPANY_NOT_PROVEN',
  'GRAPHQL_VALIDATION_FAILED',
  // An operation over the gateway's cost budget (gateway/src/graphql/query-cost.ts).
  'QUERY_TOO_EXPENSIVE',
  'GRAPHQL_PARSE_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
];
