import { badInput, humanDuration, tooManyRequests, unauthenticated, type RateRule } from '@hiring/service-kit';
import { SIGN_IN_MESSAGES } from '@hiring/contracts';
import type { User } from '../models/user.model.js';
import type { AccountDeps } from './deps.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';
import { normalizeEmail } from './registration-input.js';

/** One answer for an unknown email and a wrong password, so nobody can probe for accounts. */
export const INVALID_CREDENTIALS = SIGN_IN_MESSAGES.invalidCredentials;
export const LOGIN_REQUIRED = SIGN_IN_MESSAGES.loginRequired;

export function tooManyLoginsMessage(retryAfterSeconds: number): string {
  return `Too many failed login attempts. Please try again in ${humanDuration(retryAfterSeconds)}.`;
}

export function loginRules(config: AccountDeps['config']): { account: RateRule; ip: RateRule } {
  const windowMs = config.LOGIN_WINDOW_SECONDS * 1000;
  return {
    account: { limit: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs },
    ip: { limit: config.LOGIN_MAX_FAILURES_PER_IP, windowMs },
  };
}

export const accountLoginKey = (email: string) => `login:account:${email}`;

/**
 * Checks the credentials. Failures are limited per client address and per account (whether the
 * account exists or not, so the limit reveals nothing): each attempt takes a slot of both
 * counters before the password is checked, and a success gives them back, so only failures count
 * and a burst of parallel guesses cannot exceed the limit.
 */
export async function login(deps: AccountDeps, input: { email?: string | null; password?: string | null; clientIp?: string }): Promise<User> {
  if (!input.email?.trim() || !input.password) throw badInput(LOGIN_REQUIRED);
  const email = normalizeEmail(input.email) ?? input.email.trim().toLowerCase();
  const rules = loginRules(deps.config);

  const byIp = await deps.limiter.hit(`login:ip:${input.clientIp ?? 'unknown'}`, rules.ip);
  if (!byIp.allowed) throw tooManyRequests(tooManyLoginsMessage(byIp.retryAfterSeconds));
  const byAccount = await deps.limiter.hit(accountLoginKey(email), rules.account);
  if (!byAccount.allowed) {
    await deps.limiter.release(byIp.slotId);
    throw tooManyRequests(tooManyLoginsMessage(byAccount.retryAfterSeconds));
  }

  const user = await deps.users.findOne({ email }).lean<User>().exec();
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !ok) throw unauthenticated(INVALID_CREDENTIALS);
  await Promise.all([deps.limiter.release(byIp.slotId), deps.limiter.release(byAccount.slotId)]);
  return user;
}
