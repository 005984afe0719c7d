import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorTextFromBody } from './auth-response';

/**
 * The text a screen shows for a failed call: the server's own text when it sent one (a GraphQL
 * error's message, or a REST body's `error`/`message`), else the screen's default text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return serverErrorText(error) ?? fallback;
}

/** The server's text in an Apollo error or an ApiError-like error (`serverMessage`), if any. */
export function serverErrorText(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => typeof e.message === 'string' && e.message.trim())?.message;
    return message ?? null;
  }
  if (ServerError.is(error)) {
    try {
      return errorTextFromBody(JSON.parse(error.bodyText) as unknown);
    } catch {
      return errorTextFromBody(error.bodyText);
    }
  }
  if (error && typeof error === 'object' && 'serverMessage' in error) {
    const text = (error as { serverMessage: unknown }).serverMessage;
    return typeof text === 'string' ? text : null;
  }
  return null;
}

/** The GraphQL error code (extensions.code) of an Apollo error, if it carries one. */
export function graphqlErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
