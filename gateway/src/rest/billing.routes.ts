import { setTimeout as sleep } from 'node:timers/promises';
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { internalHeaders, subgraphUrl } from '../config.js';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { RestError, route, runOperation } from './execute.js';

/**
 * Tokens and billing (profiles spec 2.2, 2.7, 4, 7): subscription, checkout, the pending-purchase
 * check, cancel; each one operation of the billing subgraph, which owns every rule (companies only).
 * The Stripe webhook is forwarded with its body untouched to the billing service, which checks
 * the signature on those exact bytes. (`GET /api/company/tokens`, balance and packages, is served
 * with the company routes.)
 */
const SUBSCRIPTION = `hasSubscription status plan planName priceUsd tokensPerMonth nextRenewal source`;
const GET_SUBSCRIPTION = `query MySubscription { mySubscription { ${SUBSCRIPTION} } }`;
const CHECKOUT = `mutation CreateCheckoutSession($input: CheckoutSessionInput!) {
  createCheckoutSession(input: $input) { devMode checkoutUrl sessionId message tokensGranted grantId subscription { ${SUBSCRIPTION} } }
}`;
const CHECK_PENDING = `mutation CheckPendingPurchase($forceAddTokens: Boolean, $sessionId: String) {
  checkPendingPurchase(forceAddTokens: $forceAddTokens, sessionId: $sessionId) { status tokensGranted message subscription { ${SUBSCRIPTION} } }
}`;
const CANCEL = `mutation CancelSubscription { cancelSubscription { ${SUBSCRIPTION} } }`;
const BALANCE = `query CompanyBalance { companyTokens { tokens } }`;

export const BILLING_REST_MESSAGES = {
  canceled: 'Subscription canceled successfully. You can still use your remaining tokens.',
  webhookUnavailable: 'Billing is unavailable. Please retry.',
} as const;

/** How long a purchase response waits for the company wallet to show the granted tokens. */
const READ_YOUR_WRITES_TIMEOUT_MS = 10_000;
const STRIPE_WEBHOOK_MAX_BYTES = 1024 * 1024;

interface SubscriptionGql {
  hasSubscription: boolean;
  status: string;
  plan: string | null;
  planName: string | null;
  priceUsd: number | null;
  tokensPerMonth: number;
  nextRenewal: string | null;
  source: string | null;
}

/** The spec's Subscription entity (has_subscription, plan, tokens_per_month, next_renewal) and a little more. */
export function subscriptionJson(s: SubscriptionGql) {
  return {
    has_subscription: s.hasSubscription,
    status: s.status,
    plan: s.plan,
    plan_name: s.planName,
    price: s.priceUsd,
    tokens_per_month: s.tokensPerMonth,
    next_renewal: s.nextRenewal,
    source: s.source,
  };
}

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
    const { companyTokens } = await runOperation<{ companyTokens: { tokens: number } }>(apollo, request, BALANCE);
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

/** Stripe's webhook, forwarded byte for byte (the signature covers the raw body). */
function registerStripeWebhookProxy(app: FastifyInstance, config: GatewayConfig): void {
  const target = subgraphUrl(config, 'billing').replace(/\/graphql\/?$/, '/stripe/webhook');
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: STRIPE_WEBHOOK_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', async (request, reply) => {
      const headers: Record<string, string> = {
        'content-type': request.headers['content-type'] ?? 'application/json',
        'x-forwarded-for': request.ip,
        ...internalHeaders(config),
      };
      const signature = request.headers['stripe-signature'];
      if (typeof signature === 'string') headers['stripe-signature'] = signature;
      let response: Response;
      try {
        response = await fetch(target, {
          method: 'POST',
          headers,
          body: Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array(0),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        request.log.error({ err: error, target }, 'stripe webhook proxy failed');
        // Stripe retries a failed delivery.
        const message = BILLING_REST_MESSAGES.webhookUnavailable;
        return reply.code(503).send({ success: false, error: message, message });
      }
      return reply
        .code(response.status)
        .header('content-type', response.headers.get('content-type') ?? 'application/json; charset=utf-8')
        .send(Buffer.from(await response.arrayBuffer()));
    });
  });
}

export function registerBillingRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, config: GatewayConfig): void {
  app.get(
    '/api/company/subscription',
    route(async (request) => {
      const { mySubscription } = await runOperation<{ mySubscription: SubscriptionGql }>(apollo, request, GET_SUBSCRIPTION);
      return { success: true, ...subscriptionJson(mySubscription) };
    }),
  );

  app.post(
    '/api/company/create-checkout-session',
    route(async (request) => {
      const body = bodyOf(request.body);
      const input = { purchaseType: str(body['purchase_type']) ?? '', planPrice: wholeNumber(body['plan_price']) };
      const before = await balanceOf(apollo, request);
      const { createCheckoutSession: c } = await runOperation<{
        createCheckoutSession: { devMode: boolean; checkoutUrl: string | null; sessionId: string | null; message: string; tokensGranted: number; grantId: string | null; subscription: SubscriptionGql };
      }>(apollo, request, CHECKOUT, { input });
      if (!c.devMode) return { success: true, dev_mode: false, checkout_url: c.checkoutUrl, session_id: c.sessionId, message: c.message };
      return {
        success: true,
        dev_mode: true,
        message: c.message,
        tokens_granted: c.tokensGranted,
        tokens: await balanceAfterGrant(apollo, request, before, c.tokensGranted),
        subscription: subscriptionJson(c.subscription),
      };
    }),
  );

  app.post(
    '/api/company/check-pending-purchase',
    route(async (request) => {
      const body = bodyOf(request.body);
      const before = await balanceOf(apollo, request);
      const { checkPendingPurchase: p } = await runOperation<{
        checkPendingPurchase: { status: string; tokensGranted: number; message: string; subscription: SubscriptionGql };
      }>(apollo, request, CHECK_PENDING, { forceAddTokens: truthy(body['force_add_tokens']), sessionId: str(body['session_id']) });
      return {
        success: true,
        status: p.status,
        completed: p.status === 'completed',
        message: p.message,
        tokens_added: p.tokensGranted,
        tokens: p.tokensGranted > 0 ? await balanceAfterGrant(apollo, request, before, p.tokensGranted) : before,
        subscription: subscriptionJson(p.subscription),
      };
    }),
  );

  app.post(
    '/api/company/cancel-subscription',
    route(async (request) => {
      const { cancelSubscription } = await runOperation<{ cancelSubscription: SubscriptionGql }>(apollo, request, CANCEL);
      return { success: true, message: BILLING_REST_MESSAGES.canceled, subscription: subscriptionJson(cancelSubscription) };
    }),
  );

  registerStripeWebhookProxy(app, config);
}
