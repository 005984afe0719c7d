import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CHECKOUT_REQUEST_MESSAGES, SUBSCRIPTION_PLANS, BILLING_RESULT_MESSAGES } from '@hiring/contracts/vocabulary';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import type { OperationSchemas } from './openapi/json-schema.js';
import { BOOLEAN, Flag, INTEGER, NULLABLE_TEXT, TEXT, Text, body, ok, says } from './openapi/request-schemas.js';
import { registerProxy } from './proxy.js';
import { MY_SUBSCRIPTION } from './operations/my-subscription.query.js';
import { CREATE_CHECKOUT_SESSION } from './operations/create-checkout-session.mutation.js';
import { CHECK_PENDING_PURCHASE } from './operations/check-pending-purchase.mutation.js';
import { CANCEL_SUBSCRIPTION } from './operations/cancel-subscription.mutation.js';
import { COMPANY_BALANCE } from './operations/company-balance.query.js';

/**
 * Tokens and billing (docs/product/screens.md#company-profile, docs/product/screens.md#token-purchase, docs/product/rules.md#states-and-transitions, docs/product/api.md#rest-api): subscription, checkout, the pending-purchase
 * check, cancel; each one operation of the billing subgraph, which owns every rule (companies only).
 * The Stripe webhook is forwarded with its body untouched to the billing service, which checks
 * the signature on those exact bytes. (`GET /api/company/tokens`, balance and packages, is served
 * with the company routes.)
 */
export const BILLING_REST_MESSAGES = {
  canceled: BILLING_RESULT_MESSAGES.canceled,
  webhookUnavailable: 'Billing is unavailable. Please retry.',
  webhookTooLarge: 'The webhook body is too large.',
} as const;

const STRIPE_WEBHOOK_MAX_BYTES = 1024 * 1024;

/** A plan's price as wholeNumber reads it: 200 or "200". */
const PLAN_PRICES = SUBSCRIPTION_PLANS.flatMap((plan) => [plan.priceUsd, String(plan.priceUsd)]);
/**
 * A one-time purchase, or a subscription to one of the plans (the billing service's rules, with
 * its texts): the type first, then the plan's price.
 */
const CHECKOUT = Type.Object(
  {
    purchase_type: Type.String({ enum: ['subscription', 'one_time'], ...says(CHECKOUT_REQUEST_MESSAGES.invalidPurchaseType) }),
    plan_price: Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Null()])),
  },
  {
    if: { required: ['purchase_type'], properties: { purchase_type: { const: 'subscription' } } },
    then: { properties: { plan_price: { enum: PLAN_PRICES, ...says(CHECKOUT_REQUEST_MESSAGES.invalidPlan) } }, required: ['plan_price'] },
  },
);

/** `200`, `"200"` → 200; anything else → null (the subgraph refuses it with its text). */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return null;
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

export function registerBillingRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, config: GatewayConfig, docs: OperationSchemas): void {
  const subscription = docs.objectField(MY_SUBSCRIPTION, 'mySubscription');
  route(app, {
    method: 'GET',
    url: '/api/company/subscription',
    summary: "Companies: the company's subscription",
    responses: { 200: ok({}, subscription) },
    handle: async (request) => {
      const { mySubscription } = await runOperation(apollo, request, MY_SUBSCRIPTION);
      return { success: true, ...toRest(mySubscription) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/create-checkout-session',
    summary: 'Companies: a Stripe Checkout Session, or in dev mode an immediate grant and the balance with it',
    schema: { body: CHECKOUT },
    responses: {
      200: {
        anyOf: [
          ok({ dev_mode: { const: false }, checkout_url: NULLABLE_TEXT, session_id: NULLABLE_TEXT, message: TEXT }),
          ok({ dev_mode: { const: true }, message: TEXT, tokens_granted: INTEGER, tokens: { type: ['integer', 'null'] }, subscription }),
        ],
      },
    },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const input = { purchaseType: str(body['purchase_type']) ?? '', planPrice: wholeNumber(body['plan_price']) };
      const { createCheckoutSession: c } = await runOperation(apollo, request, CREATE_CHECKOUT_SESSION, { input });
      if (!c.devMode) return { success: true, dev_mode: false, checkout_url: c.checkoutUrl, session_id: c.sessionId, message: c.message };
      return {
        success: true,
        dev_mode: true,
        message: c.message,
        tokens_granted: c.tokensGranted,
        tokens: c.grant?.walletTokens ?? null,
        subscription: toRest(c.subscription),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/check-pending-purchase',
    summary: "Companies: asks Stripe about recent purchases; with force_add_tokens grants a paid one's tokens, once",
    schema: { body: body({ force_add_tokens: Flag, session_id: Text }) },
    responses: {
      200: ok({ status: { enum: ['completed', 'pending', 'none'] }, completed: BOOLEAN, message: TEXT, tokens_added: INTEGER, tokens: INTEGER, subscription }),
    },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { checkPendingPurchase: p } = await runOperation(apollo, request, CHECK_PENDING_PURCHASE, {
        forceAddTokens: truthy(body['force_add_tokens']),
        sessionId: str(body['session_id']),
      });
      // Each grant's balance is read once the wallet has it; the last one read has them all.
      const afterGrants = p.grants.map((grant) => grant.walletTokens);
      const tokens = afterGrants.length > 0 ? Math.max(...afterGrants) : (await runOperation(apollo, request, COMPANY_BALANCE)).companyTokens.tokens;
      return {
        success: true,
        status: p.status,
        completed: p.status === 'completed',
        message: p.message,
        tokens_added: p.tokensGranted,
        tokens,
        subscription: toRest(p.subscription),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/cancel-subscription',
    summary: 'Companies: stops the monthly grants; tokens granted stay',
    responses: { 200: ok({ message: TEXT, subscription }) },
    handle: async (request) => {
      const { cancelSubscription } = await runOperation(apollo, request, CANCEL_SUBSCRIPTION);
      return { success: true, message: BILLING_REST_MESSAGES.canceled, subscription: toRest(cancelSubscription) };
    },
  });

  // Stripe retries a failed delivery; the billing service checks the signature on the exact bytes.
  registerProxy(app, config, {
    path: '/api/stripe/webhook',
    summary: "Stripe's webhook, passed byte for byte to the billing service (which checks the signature)",
    service: 'billing',
    targetPath: '/stripe/webhook',
    maxBodyBytes: STRIPE_WEBHOOK_MAX_BYTES,
    tooLargeMessage: BILLING_REST_MESSAGES.webhookTooLarge,
    unavailableMessage: BILLING_REST_MESSAGES.webhookUnavailable,
    forwardHeaders: ['stripe-signature'],
    defaultContentType: 'application/json',
    timeoutMs: 30_000,
    public: true,
  });
}
