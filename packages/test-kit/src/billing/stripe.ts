import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { uniqueSuffix } from '@hiring/service-kit/testing';

/**
 * Stripe in tests: the official stripe-mock (STRIPE_API_BASE) answers every API call through the
 * real stripe library. stripe-mock is stateless (a retrieved Checkout Session is always `open` and
 * `unpaid`) and sends no webhooks, so:
 * - `StripeStub` sits in front of it, records the calls the service made, and lets a test say
 *   what Stripe would answer for one resource (a paid session) or make a call fail;
 * - webhooks are built here and signed with the library's own test header helper.
 */

export const TEST_WEBHOOK_SECRET = 'whsec_test_billing_0123456789abcdef';
export const TEST_STRIPE_KEY = 'sk_test_123';

export interface RecordedCall {
  method: string;
  path: string;
  /** The form-encoded body, decoded (`metadata[companyId]` → key `metadata[companyId]`). */
  form: Record<string, string>;
}

interface Override {
  status?: number;
  /** Merged over stripe-mock's answer (top-level fields). */
  patch?: Record<string, unknown>;
}

export class StripeStub {
  readonly calls: RecordedCall[] = [];
  private readonly overrides = new Map<string, Override>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(upstream = process.env['STRIPE_API_BASE']): Promise<StripeStub> {
    if (!upstream) throw new Error('STRIPE_API_BASE (stripe-mock) is not set');
    const holder: { stub?: StripeStub } = {};
    const server = createServer((request, response) => {
      void holder.stub!.handle(upstream, request).then(
        ({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${uniqueSuffix()}` });
          response.end(body);
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.stub = new StripeStub(server, `http://127.0.0.1:${port}`);
    return holder.stub;
  }

  /** What Stripe answers for `GET /v1/checkout/sessions/<id>` from now on. */
  sessionState(sessionId: string, patch: Record<string, unknown>): void {
    this.overrides.set(`GET /v1/checkout/sessions/${sessionId}`, { patch });
  }

  /** What Stripe answers for `GET /v1/charges/<id>` from now on (a dispute names its charge by id). */
  chargeState(chargeId: string, patch: Record<string, unknown>): void {
    this.overrides.set(`GET /v1/charges/${chargeId}`, { patch });
  }

  /** Every call whose `METHOD /path` starts with `prefix` fails with `status` until cleared. */
  fail(prefix: string, status = 500): void {
    this.overrides.set(`fail:${prefix}`, { status });
  }

  clearFailures(): void {
    for (const key of [...this.overrides.keys()]) if (key.startsWith('fail:')) this.overrides.delete(key);
  }

  callsTo(method: string, pathPrefix: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method && call.path.startsWith(pathPrefix));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(upstream: string, request: IncomingMessage): Promise<{ status: number; body: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stub');
    this.calls.push({ method, path: url.pathname, form: Object.fromEntries(new URLSearchParams(raw)) });
    const key = `${method} ${url.pathname}`;
    for (const [name, override] of this.overrides) {
      if (name.startsWith('fail:') && key.startsWith(name.slice('fail:'.length))) {
        return { status: override.status ?? 500, body: JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day (test)' } }) };
      }
    }
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'stripe-version', 'idempotency-key']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(`${upstream}${url.pathname}${url.search}`, {
      method,
      headers,
      body: method === 'GET' || method === 'DELETE' ? undefined : raw,
    });
    const text = await response.text();
    const override = this.overrides.get(key);
    if (!override?.patch || !response.ok) return { status: response.status, body: text };
    return { status: response.status, body: JSON.stringify({ ...(JSON.parse(text) as Record<string, unknown>), ...override.patch }) };
  }
}

/** Environment of a billing service talking to the stub (and so to stripe-mock). */
export function stripeEnv(stub: StripeStub, webhookSecret: string = TEST_WEBHOOK_SECRET): Record<string, string> {
  return { STRIPE_SECRET_KEY: TEST_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: stub.url, STRIPE_MAX_NETWORK_RETRIES: '0' };
}

// ------------------------------------------------------------------ webhooks

export interface WebhookEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

export function stripeEvent(type: string, object: Record<string, unknown>, options: { created?: number; id?: string } = {}): WebhookEvent {
  return {
    id: options.id ?? `evt_test_${uniqueSuffix()}${uniqueSuffix()}`,
    object: 'event',
    type,
    created: options.created ?? nowSeconds(),
    livemode: false,
    api_version: Stripe.API_VERSION,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

export function checkoutCompleted(
  input: {
    sessionId: string;
    mode: 'subscription' | 'payment';
    subscriptionId?: string;
    customerId?: string;
    paid?: boolean;
    metadata?: Record<string, string>;
  },
  options: { created?: number } = {},
): WebhookEvent {
  return stripeEvent(
    'checkout.session.completed',
    {
      id: input.sessionId,
      object: 'checkout.session',
      mode: input.mode,
      status: 'complete',
      payment_status: input.paid === false ? 'unpaid' : 'paid',
      customer: input.customerId ?? null,
      subscription: input.subscriptionId ?? null,
      metadata: input.metadata ?? {},
    },
    options,
  );
}

export function invoicePaid(
  input: { invoiceId?: string; subscriptionId: string; customerId?: string; companyId?: string; plan?: string; billingReason?: string; periodEnd?: number },
  options: { created?: number } = {},
): WebhookEvent {
  const periodEnd = input.periodEnd ?? nowSeconds() + 31 * DAY;
  return stripeEvent(
    'invoice.paid',
    {
      id: input.invoiceId ?? `in_test_${uniqueSuffix()}`,
      object: 'invoice',
      status: 'paid',
      billing_reason: input.billingReason ?? 'subscription_cycle',
      customer: input.customerId ?? null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: input.subscriptionId,
          metadata: { ...(input.companyId ? { companyId: input.companyId } : {}), ...(input.plan ? { plan: input.plan } : {}) },
        },
      },
      lines: { object: 'list', data: [{ id: `il_test_${uniqueSuffix()}`, period: { start: periodEnd - 30 * DAY, end: periodEnd } }] },
    },
    options,
  );
}

export function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  input: { subscriptionId: string; status: string; companyId?: string; customerId?: string; periodEnd?: number },
  options: { created?: number } = {},
): WebhookEvent {
  return stripeEvent(
    type,
    {
      id: input.subscriptionId,
      object: 'subscription',
      status: input.status,
      customer: input.customerId ?? null,
      cancel_at_period_end: false,
      metadata: input.companyId ? { companyId: input.companyId } : {},
      items: { object: 'list', data: [{ id: `si_test_${uniqueSuffix()}`, current_period_end: input.periodEnd ?? nowSeconds() + 30 * DAY }] },
    },
    options,
  );
}

/** The exact bytes to POST and the `Stripe-Signature` header, as Stripe would send them. */
export function signed(event: WebhookEvent, secret: string = TEST_WEBHOOK_SECRET, options: { timestamp?: number } = {}): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return {
    body,
    signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) }),
  };
}

export async function postWebhook(
  url: string,
  delivery: { body: string; signature?: string },
  contentType = 'application/json',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}) },
    body: delivery.body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}
