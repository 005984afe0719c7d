import { handleUnauthorized, logout, USER_NOT_FOUND } from './session';

/**
 * The session rules shared by the upload client and the GraphQL link (docs/product/rules.md#session):
 * a 401 clears the session and goes to /login (a failed login is a GraphQL error, not a 401);
 * a 404 whose error text is 'User not found' logs out.
 *
 * Returns true when the session was ended.
 */
export function applySessionRules(status: number, errorText: string | null): boolean {
  if (status === 401) {
    handleUnauthorized();
    return true;
  }
  if (status === 404 && errorText !== null && errorText.includes(USER_NOT_FOUND)) {
    logout();
    return true;
  }
  return false;
}

/** The server's `error`, else `message`, from a JSON body (or a GraphQL error list). */
export function errorTextFromBody(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'message', 'detail'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
    if (value && typeof value === 'object') {
      const nested = errorTextFromBody(value);
      if (nested) return nested;
    }
  }
  const errors = record.errors;
  if (Array.isArray(errors)) {
    const messages = errors
      .map((e) => (e && typeof e === 'object' ? (e as Record<string, unknown>).message : null))
      .filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (messages.length > 0) return messages.join('; ');
  }
  return null;
}
