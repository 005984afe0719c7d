import { z } from 'zod';
import { baseServiceConfig, loadConfig, mailConfig, optionalString } from '@hiring/service-kit';

/** Every variable the auth service reads. */
export const authConfigShape = {
  ...baseServiceConfig({ port: 4001, database: 'hm_auth' }),
  ...mailConfig(),
  OPENAI_API_KEY: optionalString(),
  /** Comma-separated addresses that get the admin flag in their tokens (see docs/decisions/admins.md). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean)),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 3600),
};

export type AuthConfig = ReturnType<typeof loadAuthConfig>;

export function loadAuthConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('auth', authConfigShape, env);
}
