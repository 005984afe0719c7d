import { z } from 'zod';
import { baseServiceConfig, loadConfig, mailConfig } from '@hiring/service-kit';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every variable the auth service reads. */
export const authConfigShape = {
  ...baseServiceConfig({ port: 4001, database: 'hm_auth' }),
  ...mailConfig(),
  /** Comma-separated addresses that get the admin flag in their tokens (see docs/decisions/admins.md). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ACCESS_TOKEN_TTL_SECONDS: seconds(7 * 24 * 3600),
  /** The temporary registration token: from a validated code to the end of the wizard. */
  REGISTRATION_TOKEN_TTL_SECONDS: seconds(2 * 3600),
  /**
   * Failed logins allowed within LOGIN_WINDOW_SECONDS (docs/decisions/threat-model.md, Accounts). A
   * source is a client address, an IPv6 one grouped by its /64. Per (account, source): throttles a
   * guesser there, never the owner elsewhere. Per source: password spraying across accounts. Per
   * account from all sources together: a ceiling kept very high (a botnet of at least
   * 200 / 5 = 40 sources could reach it and block the account for everyone until the window ends).
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_SOURCE: count(5),
  LOGIN_MAX_FAILURES_PER_IP: count(20),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: count(200),
  LOGIN_WINDOW_SECONDS: seconds(15 * 60),
  /** The delay before the 2nd failure of an account from a source is answered; it doubles with each further one, up to the ceiling (0: none). */
  LOGIN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).default(500),
  LOGIN_FAILURE_DELAY_MAX_MS: z.coerce.number().int().min(0).default(8000),
  /**
   * Reset-code checks per address in any 24 hours, whatever the codes (each code also allows 5
   * tries and lives 15 minutes): a guesser's chance against one account is at most 20 in a million
   * a day. Unknown addresses count alike, so the cap reveals nothing.
   */
  RESET_CODE_TRIES_PER_DAY: count(20),
  /** Verification and reset mails one client address may trigger per hour (each address also has a 30 s cooldown). */
  CODE_SENDS_PER_IP_PER_HOUR: count(30),
};

export type AuthConfig = ReturnType<typeof loadAuthConfig>;

export function loadAuthConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('auth', authConfigShape, env);
}
