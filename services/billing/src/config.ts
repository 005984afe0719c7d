import { z } from 'zod';
import { ConfigError, baseServiceConfig, loadConfig, optionalString } from '@hiring/service-kit';

/**
 * Every variable the billing service reads. Without STRIPE_SECRET_KEY purchases are refused
 * ("Payments are not configured") unless BILLING_DEV_MODE=true, which grants tokens for free.
 */
export const billingConfigShape = {
  ...baseServiceConfig({ port: 4005, database: 'hm_billing' }),
  /** Stripe's secret API key. Unset: purchases are refused, or granted for free in BILLING_DEV_MODE. */
  STRIPE_SECRET_KEY: optionalString(),
  /**
   * Without Stripe, purchases grant tokens at once and nothing is charged. Off unless set to
   * `true` explicitly (free tokens must never be a default), and refused with NODE_ENV=production.
   */
  BILLING_DEV_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The webhook endpoint's signing secret (`whsec_...`). Unset: every webhook is refused. */
  STRIPE_WEBHOOK_SECRET: optionalString(),
  /** Points the Stripe client elsewhere, e.g. stripe-mock at http://127.0.0.1:12111 in tests. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Retries of a failed Stripe call (the library retries idempotently). */
  STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** The web app's address; Stripe Checkout sends the buyer back there. */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /** Where in the web app Checkout returns to (hash route); `purchase=success|canceled` is appended. */
  CHECKOUT_RETURN_PATH: z.string().startsWith('/').default('/#/profile?tab=subscription'),
  /** Attempts of one billing-ledger append under contention (each retry re-reads the head). */
  BILLING_LEDGER_MAX_ATTEMPTS: z.coerce.number().int().positive().default(100),
};

export type BillingConfig = ReturnType<typeof loadBillingConfig>;

export function loadBillingConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig('billing', billingConfigShape, env);
  if (config.BILLING_DEV_MODE && config.NODE_ENV === 'production') {
    throw new ConfigError('billing', ['BILLING_DEV_MODE: must not be true with NODE_ENV=production (it grants tokens without payment)']);
  }
  return config;
}
