import type { FastifyInstance } from 'fastify';
import { authFromHeader } from '@hiring/service-kit';
import type { AuthConfig } from '../config.js';
import type { UserModel } from '../models/user.model.js';
import type { SessionRevocations } from '../domain/sessions.js';
import type { ErasedAccountModel } from '../models/erased-account.model.js';

export const SESSION_CHECK_PATH = '/internal/session';

/** Whether a session token of this version (and session) is still valid for the account. */
export function sessionIsActive(
  user: { tokenVersion?: number | null; keptSessionId?: string | null; erasureRequestedAt?: Date | null } | null,
  token: { tokenVersion?: number; sessionId?: string },
): boolean {
  // No account and no tombstone (hand-made test tokens): the auth subgraph itself answers
  // "User not found", the text the web app signs out on (docs/product/rules.md#states-and-transitions), so the token goes on.
  // A deleted account's tokens are refused before this (the tombstone).
  if (!user) return true;
  if (user.erasureRequestedAt) return false;
  if ((token.tokenVersion ?? 0) === (user.tokenVersion ?? 0)) return true;
  return Boolean(token.sessionId && user.keptSessionId && token.sessionId === user.keptSessionId);
}

/**
 * `GET /internal/session` with the caller's bearer token: `{ active }`. The gateway asks before
 * passing a session on (cached briefly), so a password change or reset ends other sessions, and a
 * logout its own, at once. It answers only about the token presented, so it tells its bearer nothing new.
 */
export function registerSessionCheckRoute(
  app: FastifyInstance,
  deps: { config: AuthConfig; users: UserModel; sessions: SessionRevocations; erased: ErasedAccountModel },
): void {
  app.get(SESSION_CHECK_PATH, async (request, reply) => {
    const auth = authFromHeader(request.headers.authorization, deps.config.JWT_SECRET);
    if (!auth) return reply.code(401).send({ active: false });
    if (auth.scope !== 'access') return reply.send({ active: true });
    if (auth.sessionId && (await deps.sessions.ended(auth.sessionId))) return reply.send({ active: false });
    const user = await deps.users
      .findById(auth.userId, { tokenVersion: 1, keptSessionId: 1, erasureRequestedAt: 1 })
      .lean<{ tokenVersion?: number; keptSessionId?: string | null; erasureRequestedAt?: Date | null }>()
      .exec();
    if (!user && (await deps.erased.exists({ _id: auth.userId }))) return reply.send({ active: false });
    return reply.send({ active: sessionIsActive(user, auth) });
  });
}
