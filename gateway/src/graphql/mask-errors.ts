import type { GraphQLFormattedError } from 'graphql';
import { CLIENT_ERROR_CODES } from '@hiring/service-kit/errors';

/**
 * Clients see the message of deliberate client errors and nothing else: no stack traces, no
 * subgraph names, no internal messages.
 */
export function maskError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = typeof formatted.extensions?.['code'] === 'string' ? formatted.extensions['code'] : undefined;
  if (code && CLIENT_ERROR_CODES.includes(code)) {
    return { message: formatted.message, path: formatted.path, extensions: { code } };
  }
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
