import { subscriptionPlan, tokensBoughtFor, type SubscriptionPlanKey } from '@hiring/contracts';
import { insertOnce, type Logger } from '@hiring/service-kit';
import type { BillingAccount, BillingAccountModel } from '../models/billing-account.model.js';
import type { CheckoutSessionModel, CheckoutSessionRecord } from '../models/checkout-session.model.js';
import type { StripeEventModel } from '../models/stripe-event.model.js';
import { checkoutSessionState, type StripeCharge, type StripeDispute, type StripeEvent, type StripeInvoice, type StripeSubscription } from './stripe-api.js';
import type { BillingLedger } from './billing-ledger.js';
import type { Purchase, Purchases } from './purchases.service.js';
import { hasSubscription, oneMonthAfter, paidPeriod, planOf, sameState, statusFromStripe, type SubscriptionState } from './subscription-state.js';

export interface WebhookOutcome {
  /** The event had been handled before (a redelivery): nothing was done again. */
  duplicate: boolean;
  outcome: string;
}

/** A paid renewal: the next period, opened by the payment, with the plan's whole month. */
const renewed = (head: SubscriptionState, nextRenewal: Date, tokensPerMonth: number, created: number): SubscriptionState => ({
  ...head,
  status: 'active',
  nextRenewal,
  syncedAt: Math.max(head.syncedAt, created),
  period: paidPeriod(nextRenewal, tokensPerMonth),
});

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Handles verified Stripe events. Each effect is an append to the billing ledger under a key
 * derived from Stripe's own ids (`fulfil:<session>`, `invoice:<invoice>`, `stripe-event:<event>`),
 * so an event delivered twice, two deliveries racing, or the webhook racing the pending-purchase
 * check record it once. The webhook log (unique event id) answers plain redeliveries without
 * handling them again, and keeps what each event did.
 */
export class StripeWebhooks {
  constructor(
    private readonly deps: {
      purchases: Purchases;
      ledger: BillingLedger;
      accounts: BillingAccountModel;
      sessions: CheckoutSessionModel;
      events: StripeEventModel;
      logger: Logger;
      /** Reads a charge from Stripe (disputes name theirs by id). */
      charges?: (chargeId: string) => Promise<StripeCharge | null>;
    },
  ) {}

  async handle(event: StripeEvent): Promise<WebhookOutcome> {
    const seen = await this.deps.events.findById(event.id).lean().exec();
    if (seen) return { duplicate: true, outcome: seen.outcome };
    const { outcome, companyId } = await this.dispatch(event);
    // Written after the effects: a crash in between means Stripe's retry handles the event again,
    // which the ledger's unique keys make harmless.
    const first = await insertOnce(this.deps.events, {
      _id: event.id,
      type: event.type,
      created: event.created,
      livemode: event.livemode,
      outcome,
      companyId,
      processedAt: new Date(),
    });
    this.deps.logger.info({ eventId: event.id, type: event.type, outcome, companyId }, 'stripe event handled');
    return { duplicate: !first, outcome };
  }

  private async dispatch(event: StripeEvent): Promise<{ outcome: string; companyId: string | null }> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return this.checkoutCompleted(event.data.object, event.created);
      case 'invoice.paid':
        return this.invoicePaid(event.data.object, event.created);
      case 'customer.subscription.updated':
        return this.subscriptionChanged(event.id, event.data.object, event.created, false);
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(event.id, event.data.object, event.created, true);
      case 'charge.refunded': {
        // The event carries the charge's total refunded so far; this event's share is the change.
        const before = (event.data.previous_attributes as { amount_refunded?: number } | undefined)?.amount_refunded ?? 0;
        return this.takeBack(event.id, event.data.object, event.data.object.amount_refunded - before, 'refund');
      }
      case 'charge.dispute.created':
        return this.disputed(event.id, event.data.object);
      default:
        return { outcome: 'ignored: not handled', companyId: null };
    }
  }

  private async checkoutCompleted(object: Parameters<typeof checkoutSessionState>[0], created: number) {
    const session = checkoutSessionState(object);
    const purchase = await this.purchaseOf(session.id, session.metadata);
    if (!purchase) return { outcome: 'ignored: unknown checkout session', companyId: null };
    // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
    if (!session.paid) return { outcome: 'ignored: not paid yet', companyId: purchase.companyId };
    const result = await this.deps.purchases.fulfil(purchase, session, created);
    return { outcome: result.applied ? 'fulfilled' : 'already_recorded', companyId: purchase.companyId };
  }

  /** The monthly grant. The first invoice of a subscription is paid inside Checkout: its fulfilment grants that month. */
  private async invoicePaid(invoice: StripeInvoice, created: number) {
    const details = invoice.parent?.subscription_details ?? null;
    const subscriptionId = idOf(details?.subscription);
    if (!subscriptionId || !invoice.id) return { outcome: 'ignored: not a subscription invoice', companyId: null };
    if (invoice.billing_reason !== 'subscription_cycle') return { outcome: `ignored: ${invoice.billing_reason ?? 'no billing reason'}`, companyId: null };
    const metadata = details?.metadata ?? {};
    const companyId = metadata['companyId'] ?? (await this.companyOfCustomer(idOf(invoice.customer)));
    if (!companyId) return { outcome: 'ignored: unknown customer', companyId: null };
    const periodEnd = invoice.lines?.data?.[0]?.period?.end ?? null;
    const metadataPlan = planOf(metadata['plan']);
    const invoiceId = invoice.id;
    const uniqueRef = `invoice:${invoiceId}`;
    const stray = { found: false };
    const result = await this.deps.ledger.append(companyId, uniqueRef, (head) => {
      const current = head.stripeSubscriptionId === subscriptionId;
      stray.found = !current;
      // The tokens of the plan that was paid for: the subscription's own plan.
      const plan = current ? planOf(head.plan) : metadataPlan;
      if (!plan) return null;
      const subscription: SubscriptionState =
        current && hasSubscription(head)
          ? renewed(head, periodEnd ? new Date(periodEnd * 1000) : oneMonthAfter(head.nextRenewal ?? new Date()), plan.tokensPerMonth, created)
          : head;
      return {
        kind: sameState(head, subscription) ? 'tokens_purchased' : 'subscription_renewed',
        subscription,
        grant: { grantId: uniqueRef, tokens: plan.tokensPerMonth, reason: 'subscription_renewal', sourceRef: invoiceId },
        reason: 'renewed',
      };
    });
    // A subscription replaced by a plan switch must not charge again (its cancel failed before).
    if (stray.found) await this.deps.purchases.cancelReplaced(subscriptionId);
    if (!result.entry) return { outcome: 'ignored: no plan for this subscription', companyId };
    return { outcome: result.applied ? 'renewed' : 'already_recorded', companyId };
  }

  /** Status and renewal date from Stripe; only for the company's current subscription, never from an older event. */
  private async subscriptionChanged(eventId: string, subscription: StripeSubscription, created: number, deleted: boolean) {
    const companyId = subscription.metadata?.['companyId'] ?? (await this.companyOfCustomer(idOf(subscription.customer)));
    if (!companyId) return { outcome: 'ignored: unknown customer', companyId: null };
    const status = deleted ? 'canceled' : statusFromStripe(subscription.status);
    const periodEnd = subscription.items?.data?.[0]?.current_period_end ?? null;
    const result = await this.deps.ledger.append(companyId, `stripe-event:${eventId}`, (head) => {
      if (head.source !== 'stripe' || head.stripeSubscriptionId !== subscription.id) return null;
      // Canceled is final in Stripe; an event older than the last one applied is stale.
      if (head.status === 'canceled' || head.status === 'none' || (!deleted && created < head.syncedAt)) return null;
      const next: SubscriptionState = {
        ...head,
        status,
        nextRenewal: status === 'canceled' ? null : periodEnd ? new Date(periodEnd * 1000) : head.nextRenewal,
        syncedAt: Math.max(head.syncedAt, created),
      };
      if (sameState(head, next)) return null;
      return {
        kind: status === 'canceled' ? 'subscription_canceled' : 'subscription_updated',
        subscription: next,
        grant: null,
        reason: status === 'canceled' ? 'canceled' : 'updated',
      };
    });
    if (!result.entry) return { outcome: 'ignored: no change', companyId };
    return { outcome: result.applied ? (status === 'canceled' ? 'canceled' : 'updated') : 'already_recorded', companyId };
  }

  /**
   * Money Stripe took back from a charge (`amountCents` of it) takes back the tokens it bought, pro
   * rata, as a negative grant recorded once per Stripe event (`revoke:<event id>`). The product is
   * known from the charge's amount (each price is one product); the company from the charge's
   * metadata or its customer. The wallet may go below zero: spent tokens are owed.
   */
  private async takeBack(eventId: string, charge: StripeCharge, amountCents: number, reason: 'refund' | 'dispute') {
    const companyId = charge.metadata?.['companyId'] ?? (await this.companyOfCustomer(idOf(charge.customer)));
    if (!companyId) return { outcome: 'ignored: unknown customer', companyId: null };
    const bought = tokensBoughtFor(charge.amount / 100);
    if (bought === undefined) return { outcome: 'ignored: not a price of ours', companyId };
    const tokens = Math.min(bought, Math.ceil((bought * amountCents) / charge.amount));
    if (!(tokens > 0)) return { outcome: 'ignored: nothing taken back', companyId };
    const uniqueRef = `revoke:${eventId}`;
    const result = await this.deps.ledger.append(companyId, uniqueRef, (head) => ({
      kind: 'tokens_revoked',
      subscription: head,
      grant: null,
      revocation: { revocationId: uniqueRef, tokens, reason, sourceRef: charge.id },
      reason: 'updated',
    }));
    return { outcome: result.applied ? `revoked ${tokens}` : 'already_recorded', companyId };
  }

  /** A dispute names its charge by id: the charge (amount, customer) is asked of Stripe. */
  private async disputed(eventId: string, dispute: StripeDispute) {
    const chargeId = idOf(dispute.charge);
    const charge = chargeId ? await this.deps.charges?.(chargeId) : null;
    if (!charge) return { outcome: 'ignored: unknown charge', companyId: null };
    return this.takeBack(eventId, charge, dispute.amount, 'dispute');
  }

  /** Our record of the session; else what we put in its metadata (the event is signed, so it is ours). */
  private async purchaseOf(sessionId: string, metadata: Record<string, string>): Promise<Purchase | null> {
    const record = await this.deps.sessions.findById(sessionId).lean<CheckoutSessionRecord>().exec();
    if (record) return record;
    const companyId = metadata['companyId'];
    const purchaseType = metadata['purchaseType'];
    if (!companyId) return null;
    if (purchaseType === 'one_time') {
      const tokens = Number(metadata['tokens']);
      return Number.isInteger(tokens) && tokens > 0 ? { _id: sessionId, companyId, purchaseType, plan: null, tokens } : null;
    }
    const plan = purchaseType === 'subscription' ? subscriptionPlan(metadata['plan'] ?? '') : undefined;
    return plan ? { _id: sessionId, companyId, purchaseType: 'subscription', plan: plan.key as SubscriptionPlanKey, tokens: plan.tokensPerMonth } : null;
  }

  private async companyOfCustomer(customerId: string | null): Promise<string | null> {
    if (!customerId) return null;
    const account = await this.deps.accounts.findOne({ stripeCustomerId: customerId }).lean<BillingAccount>().exec();
    return account?._id ?? null;
  }
}
