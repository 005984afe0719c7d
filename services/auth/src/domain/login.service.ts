import { addressSourceOf, badInput, humanDuration, tooManyRequests, unauthenticated, type RateRule } from '@hiring/service-kit';
import { ACCOUNT_ERASURE_MESSAGES, SIGN_IN_MESSAGES } from '@hiring/contracts';
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

export interface LoginRules {
  /** Failures of one account from one source: what throttles a guesser without touching the owner elsewhere. */
  accountAndSource: RateRule;
  /** Failures from one source, whatever the accounts (password spraying). */
  source: RateRule;
  /** Failures of one account from every source together: a very high ceiling against a botnet. */
  account: RateRule;
}

export function loginRules(config: AccountDeps['config']): LoginRules {
  const windowMs = config.LOGIN_WINDOW_SECONDS * 1000;
  return {
    accountAndSource: { limit: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_SOURCE, windowMs },
    source: { limit: config.LOGIN_MAX_FAILURES_PER_IP, windowMs },
    account: { limit: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs },
  };
}

export const accountLoginKey = (email: string) => `login:account:${email}`;
/** The (account, source) key; a source is an IPv4 address or an IPv6 /64 (addressSourceOf). */
export const accountSourceLoginKey = (email: string, clientIp: string | undefined) => `login:account-source:${addressSourceOf(clientIp)}:${email}`;

/**
 * The delay before a failure is answered: none for the first failure of an account from a source,
 * then doubling with each further one (base, 2 x base, 4 x base...) up to the ceiling. It slows a
 * guesser down without a lock: the owner's own failures are few, and a success is never delayed.
 */
export function failureDelayMs(config: Pick<AccountDeps['config'], 'LOGIN_FAILURE_DELAY_MS' | 'LOGIN_FAILURE_DELAY_MAX_MS'>, failures: number): number {
  if (failures <= 1 || config.LOGIN_FAILURE_DELAY_MS === 0) return 0;
  return Math.min(config.LOGIN_FAILURE_DELAY_MAX_MS, config.LOGIN_FAILURE_DELAY_MS * 2 ** Math.min(failures - 2, 30));
}

/** The number of a taken slot (`<bucket>#<n>`): how many failures this one is in its window. */
const slotNumber = (slotId: string) => Number(slotId.slice(slotId.lastIndexOf('#') + 1)) || 1;

/**
 * Checks the credentials. Failures are limited per (account, source), per source and, with a very
 * high ceiling, per account (whether the account exists or not, so the limits reveal nothing); a
 * stranger guessing an address from one source is throttled there and the owner elsewhere is not
 * (OWASP Authentication Cheat Sheet). Each attempt takes a slot of every counter before the
 * password is checked, and a success gives them back, so only failures count and a burst of
 * parallel guesses cannot exceed a limit. Failures are answered after a growing delay.
 */
export async function login(deps: AccountDeps, input: { email?: string | null; password?: string | null; clientIp?: string }): Promise<User> {
  if (!input.email?.trim() || !input.password) throw badInput(LOGIN_REQUIRED);
  const email = normalizeEmail(input.email) ?? input.email.trim().toLowerCase();
  const rules = loginRules(deps.config);

  const taken: string[] = [];
  const giveBack = () => Promise.all(taken.map((slotId) => deps.limiter.release(slotId)));
  for (const [key, rule] of [
    [`login:ip:${addressSourceOf(input.clientIp)}`, rules.source],
    [accountSourceLoginKey(email, input.clientIp), rules.accountAndSource],
    [accountLoginKey(email), rules.account],
  ] as const) {
    const decision = await deps.limiter.hit(key, rule);
    if (!decision.allowed) {
      await giveBack();
      throw tooManyRequests(tooManyLoginsMessage(decision.retryAfterSeconds));
    }
    taken.push(decision.slotId);
  }

  const user = await deps.users.findOne({ email }).lean<User>().exec();
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !ok) {
    const delay = failureDelayMs(deps.config, slotNumber(taken[1]!));
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    throw unauthenticated(INVALID_CREDENTIALS);
  }
  await giveBack();
  if (user.erasureRequestedAt) throw unauthenticated(ACCOUNT_ERASURE_MESSAGES.beingDeleted);
  return user;
}
