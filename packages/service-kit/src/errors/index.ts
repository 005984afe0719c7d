import { GraphQLError } from 'graphql';

/**
 * Errors a client may see, each with a code the gateway passes through (everything else is masked)
 * and the HTTP status the REST facade answers with.
 */
function clientError(code: string, status: number, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}

export const badInput = (message: string) => clientError('BAD_USER_INPUT', 400, message);
export const unauthenticated = (message = 'Authentication required') => clientError('UNAUTHENTICATED', 401, message);
export const forbidden = (message = 'Not allowed') => clientError('FORBIDDEN', 403, message);
export const notFound = (message: string) => clientError('NOT_FOUND', 404, message);
export const conflict = (message: string) => clientError('CONFLICT', 409, message);
export const tooManyRequests = (message: string) => clientError('TOO_MANY_REQUESTS', 429, message);

/** Codes the gateway lets through with their message; anything else becomes 'Internal server error'. */
export const CLIENT_ERROR_CODES: readonly string[] = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
];
