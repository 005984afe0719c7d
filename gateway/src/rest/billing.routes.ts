import { setTimeout as sleep } from 'node:timers/promises';
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { RestError, route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import { registerProxy } from './proxy.js';
import { MY_SUBSCRIPTION } from './operations/my-subscription.query.js';
import { CREATE_CHECKOUT_SESSION } from './operations/create-checkout-session.mutation.js';
import { CHECK_PENDING_PURCHASE } from './operations/check-pending-purchase.mutation.js';
import { CANCEL_SUBSCRIPTION } from './operations/cancel-subscription.mutation.js';
import { COMPANY_BALANCE } from './operations/company-balance.query.js';

/**
 * Tokens and billing (profiles spec 2.2, 2.7, 4, 7): subscription, checkout, the pending-purchase
 * check, cancel; each one operation of the billing subgraph, which owns every rule (companies only).
 * The Stripe webhook is forwarded with its body untouched to the billing service, which checks
 * the signature on those exact bytes. (`GET /api/company/tokens`, balance and packages, is served
 * with the company routes.)
 */
export const BILLING_REST_MESSAGES = {
  canceled: 'Subscription canceled successfully. You can still use your remaining tokens.',
  webhookUnavailable: 'Billing is unavailable. Please retry.',
  webhookTooLarge: 'The webhook body is too large.',
} as const;

/** How long a purchase response waits for the company wallet to show the granted tokens. */
const READ_YOUR_WRITES_TIMEOUT_MS = 10_000;
const STRIPE_WEBHOOK_MAX_BYTES = 1024 * 1024;

/** `200`, `"200"` → 200; anything else → null (the subgraph refuses it with its text). */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return null;
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/** The caller's balance from the company wallet; null when it cannot be read (the purchase still stands). */
async function balanceOf(apollo: ApolloServer<GatewayContext>, request: FastifyRequest): Promise<number | null> {
  try {
    const { companyTokens } = await runOperation(apollo, request, COMPANY_BALANCE);
    return companyTokens.tokens;
  } catch (error) {
    // Not a company session: the billing operation itself answers 401/403 with its text.
    if (!(error instanceof RestError && (error.status === 401 || error.status === 403))) request.log.warn({ err: error }, 'could not read the token balance');
    return null;
  }
}

/**
 * Read-your-writes: the grant reaches the wallet through Kafka (TokensGranted), so the response
 * waits until the wallet shows it, and the page's next `GET /api/company/tokens` does too.
 */
async function balanceAfterGrant(apollo: ApolloServer<GatewayContext>, request: FastifyRequest, before: number | null, granted: number): Promise<number | null> {
  if (before === null) return null;
  const deadline = Date.now() + READ_YOUR_WRITES_TIMEOUT_MS;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    const now = await balanceOf(apollo, request);
    if (now === null || now >= before + granted) return now;
    if (Date.now() >= deadline) {
      request.log.warn({ before, granted, now }, 'the wallet did not show the grant in time');
      return now;
    }
    await sleep(delay);
  }
}

export function registerBillingRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, config: GatewayConfig): void {
  route(app, {
    method: 'GET',
    url: '/api/company/subscription',
    handle: async (request) => {
      const { mySubscription } = await runOperation(apollo, request, MY_SUBSCRIPTION);
      return { success: true, ...toRest(mySubscription) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/create-checkout-session',
    handle: async (request) => {
      const body = bodyOf(request.body);
      const input = { purchaseType: str(body['purchase_type']) ?? '', planPrice: wholeNumber(body['plan_price']) };
      const before = await balanceOf(apollo, request);
      const { createCheckoutSession: c } = await runOperation(apollo, request, CREATE_CHECKOUT_SESSION, { input });
      if (!c.devMode) return { success: true, dev_mode: false, checkout_url: c.checkoutUrl, session_id: c.sessionId, message: c.message };
      return {
        success: true,
        dev_mode: true,
        message: c.message,
        tokens_granted: c.tokensGranted,
        tokens: await balanceAfterGrant(apollo, request, before, c.tokensGranted),
        subscription: toRest(c.subscription),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/check-pending-purchase',
    handle: async (request) => {
      const body = bodyOf(request.body);
      const before = await balanceOf(apollo, request);
      const { checkPendingPurchase: p } = await runOperation(apollo, request, CHECK_PENDING_PURCHASE, {
        forceAddTokens: truthy(body['force_add_tokens']),
        sessionId: str(body['session_id']),
      });
      return {
        success: true,
        status: p.status,
        completed: p.status === 'completed',
        message: p.message,
        tokens_added: p.tokensGranted,
        tokens: p.tokensGranted > 0 ? await balanceAfterGrant(apollo, request, before, p.tokensGranted) : before,
        subscription: toRest(p.subscription),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/cancel-subscription',
    handle: async (request) => {
      const { cancelSubscription } = await runOperation(apollo, request, CANCEL_SUBSCRIPTION);
      return { success: true, message: BILLING_REST_MESSAGES.canceled, subscription: toRest(cancelSubscription) };
    },
  });

  // Stripe retries a failed delivery; the billing service checks the signature on the exact bytes.
  registerProxy(app, config, {
    path: '/api/stripe/webhook',
    service: 'billing',
    targetPath: '/stripe/webhook',
    maxBodyBytes: STRIPE_WEBHOOK_MAX_BYTES,
    tooLargeMessage: BILLING_REST_MESSAGES.webhookTooLarge,
    unavailableMessage: BILLING_REST_MESSAGES.webhookUnavailable,
    forwardHeaders: ['stripe-signature'],
    defaultContentType: 'application/json',
    timeoutMs: 30_000,
  });
}
