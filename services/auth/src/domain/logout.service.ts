import type { AuthContext } from '@hiring/service-kit';
import type { AccountDeps } from './deps.js';

export const SIGNED_OUT = 'Signed out';

/**
 * Ends the caller's session on the server: the gateway's session check refuses its token from now
 * on (docs/decisions/security-defaults.md). Without a session there is nothing to end, and the
 * answer is the same, so the web app may always call it on its way out.
 */
export async function logout(deps: Pick<AccountDeps, 'sessions'>, auth: AuthContext | null) {
  if (auth?.scope === 'access' && auth.sessionId) await deps.sessions.end(auth.sessionId);
  return { success: true as const, message: SIGNED_OUT };
}
