import type { GraphQLFormattedError } from 'graphql';
import { CLIENT_ERROR_CODES, isConnectionError, TEMPORARILY_UNAVAILABLE } from '@hiring/service-kit/errors';

/**
 * Clients see the message of deliberate client errors and nothing else: no stack traces, no
 * subgraph names, no internal messages.
 */
export function maskError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  const code = typeof formatted.extensions?.['code'] === 'string' ? formatted.extensions['code'] : undefined;
  if (code && CLIENT_ERROR_CODES.includes(code)) {
    return { message: formatted.message, path: formatted.path, extensions: { code } };
  }
  // A subgraph that cannot be reached (restarting, say): retryable, and said so.
  if (isConnectionError(error) || isConnectionError(new Error(formatted.message))) {
    return { message: TEMPORARILY_UNAVAILABLE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
