import Stripe from 'stripe';
import type { BillingConfig } from '../config.js';

/** A Checkout Session as this service needs to see it. */
export interface CheckoutSessionState {
  id: string;
  /** open, complete or expired. */
  status: string | null;
  /** True when Stripe has the money (paid), or no payment was needed. */
  paid: boolean;
  subscriptionId: string | null;
  customerId: string | null;
  /** Unix seconds at which the subscription's first period ends, when Stripe included the subscription. */
  subscriptionPeriodEnd: number | null;
  metadata: Record<string, string>;
}

export interface NewCheckoutSession {
  mode: 'subscription' | 'payment';
  customerId: string;
  companyId: string;
  productName: string;
  description: string;
  amountUsd: number;
  /** Monthly for subscriptions. */
  recurring: boolean;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

/** A Stripe call failed (network, Stripe down, refused request); the message is for the log. */
export class StripeUnavailableError extends Error {}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

export function checkoutSessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const subscription = typeof session.subscription === 'object' ? session.subscription : null;
  return {
    id: session.id,
    status: session.status ?? null,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    subscriptionPeriodEnd: subscription?.items?.data?.[0]?.current_period_end ?? null,
    metadata: { ...(session.metadata ?? {}) },
  };
}

/** Stripe's answer for an id it does not (or no longer) know. */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404);
}

/**
 * The Stripe calls of the billing service, through the official library (against stripe-mock in
 * tests, via STRIPE_API_BASE). Nothing else in the service touches the library's client.
 */
export class StripeApi {
  constructor(private readonly stripe: Stripe) {}

  static fromConfig(config: BillingConfig): StripeApi | null {
    if (!config.STRIPE_SECRET_KEY) return null;
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    return new StripeApi(
      new Stripe(config.STRIPE_SECRET_KEY, {
        maxNetworkRetries: config.STRIPE_MAX_NETWORK_RETRIES,
        timeout: 20_000,
        appInfo: { name: 'hiring-marketplace-billing' },
        ...(base ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
      }),
    );
  }

  /** One Stripe customer per company; the idempotency key makes two racing first checkouts share it. */
  async createCustomer(input: { companyId: string; email: string; name: string }): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email: input.email, ...(input.name ? { name: input.name } : {}), metadata: { companyId: input.companyId } },
        { idempotencyKey: `customer-${input.companyId}` },
      ),
    );
    return customer.id;
  }

  async createCheckoutSession(input: NewCheckoutSession): Promise<{ id: string; url: string }> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: input.mode,
        customer: input.customerId,
        client_reference_id: input.companyId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: input.amountUsd * 100,
              product_data: { name: input.productName, description: input.description },
              ...(input.recurring ? { recurring: { interval: 'month' as const } } : {}),
            },
          },
        ],
        metadata: input.metadata,
        ...(input.mode === 'subscription' ? { subscription_data: { metadata: input.metadata } } : { payment_intent_data: { metadata: input.metadata } }),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new StripeUnavailableError(`Checkout Session ${session.id} has no URL`);
    return { id: session.id, url: session.url };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionState> {
    return checkoutSessionState(await this.call(() => this.stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] })));
  }

  /** A charge (a dispute names its charge by id only). */
  async retrieveCharge(id: string): Promise<Stripe.Charge> {
    return this.call(() => this.stripe.charges.retrieve(id));
  }

  /** Cancels at once; a subscription Stripe no longer has counts as canceled. */
  async cancelSubscription(id: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(id);
    } catch (error) {
      if (isMissing(error)) return;
      throw new StripeUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  }

  /**
   * Erasure: deletes the customer (Stripe cancels its subscriptions at once and keeps its invoices
   * under its own retention). A customer Stripe no longer has counts as deleted.
   */
  async deleteCustomer(id: string): Promise<void> {
    try {
      await this.stripe.customers.del(id);
    } catch (error) {
      if (isMissing(error)) return;
      throw new StripeUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new StripeUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  }
}

/** Verifies a webhook's signature on the exact bytes received; throws when it does not match. */
export function verifyWebhook(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}

export type StripeEvent = Stripe.Event;
export type StripeInvoice = Stripe.Invoice;
export type StripeSubscription = Stripe.Subscription;
export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripeCharge = Stripe.Charge;
export type StripeDispute = Stripe.Dispute;
