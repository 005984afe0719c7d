import { z } from 'zod';
import { baseServiceConfig, loadConfig, optionalString } from '@hiring/service-kit';

/** Every variable the billing service reads. Without STRIPE_SECRET_KEY purchases run in dev mode. */
export const billingConfigShape = {
  ...baseServiceConfig({ port: 4005, database: 'hm_billing' }),
  STRIPE_SECRET_KEY: optionalString(),
  STRIPE_WEBHOOK_SECRET: optionalString(),
  /** Points the Stripe client elsewhere, e.g. stripe-mock at http://127.0.0.1:12111 in tests. */
  STRIPE_API_BASE: z.string().url().optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
};

export type BillingConfig = ReturnType<typeof loadBillingConfig>;

export function loadBillingConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('billing', billingConfigShape, env);
}
