import { randomUUID } from 'node:crypto';
import { ONE_TIME_BUNDLE, subscriptionPlanForPrice, type SubscriptionPlan } from '@hiring/contracts';
import { badInput, conflict, insertOnce, notFound, unavailable, type AuthContext, type Logger } from '@hiring/service-kit';
import type { BillingConfig } from '../config.js';
import type { BillingAccount, BillingAccountModel } from '../models/billing-account.model.js';
import type { CheckoutSessionModel, CheckoutSessionRecord, PurchaseType } from '../models/checkout-session.model.js';
import { StripeUnavailableError, type CheckoutSessionState, type StripeApi } from './stripe-api.js';
import type { AppendOutcome, BillingLedger } from './billing-ledger.js';
import { BILLING_MESSAGES } from './messages.js';
import { grantWithinPeriod, hasSubscription, oneMonthAfter, paidPeriod, planOf, type SubscriptionState } from './subscription-state.js';

export interface CheckoutRequest {
  purchaseType: string;
  planPrice: number | null;
}

export interface CheckoutOutcome {
  devMode: boolean;
  checkoutUrl: string | null;
  sessionId: string | null;
  message: string;
  /** Tokens this call granted (dev mode); 0 when the buyer goes to Stripe Checkout. */
  tokensGranted: number;
  grantId: string | null;
  subscription: SubscriptionState;
}

export type PendingStatus = 'completed' | 'pending' | 'none';

export interface PendingOutcome {
  status: PendingStatus;
  /** Tokens this call granted (0 when the webhook had granted them already). */
  tokensGranted: number;
  /** The grants this call made (their ids are the TokensGranted events' grant ids). */
  grants: { id: string; tokens: number }[];
  message: string;
  subscription: SubscriptionState;
}

/** What a checkout sells, whether read from our record of the session or from its Stripe metadata. */
export type Purchase = Pick<CheckoutSessionRecord, '_id' | 'companyId' | 'purchaseType' | 'plan' | 'tokens'>;

/** Recent sessions the pending-purchase check looks at when the caller names none. */
const PENDING_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const PENDING_MAX_SESSIONS = 5;

/**
 * Purchases: checkout (Stripe Checkout, or dev mode without a Stripe key), fulfilment of a paid
 * session (shared by the webhook and the pending-purchase check), cancellation. Every state change
 * and grant goes through the billing ledger, so each is recorded once.
 */
export class Purchases {
  constructor(
    private readonly deps: {
      config: BillingConfig;
      ledger: BillingLedger;
      accounts: BillingAccountModel;
      sessions: CheckoutSessionModel;
      stripe: StripeApi | null;
      logger: Logger;
    },
  ) {}

  /** Free grants: only without Stripe and with BILLING_DEV_MODE=true (never a silent default). */
  get devMode(): boolean {
    return this.deps.stripe === null && this.deps.config.BILLING_DEV_MODE;
  }

  subscription(companyId: string): Promise<SubscriptionState> {
    return this.deps.ledger.state(companyId);
  }

  async createCheckout(auth: AuthContext, request: CheckoutRequest): Promise<CheckoutOutcome> {
    if (!this.deps.stripe && !this.devMode) throw unavailable(BILLING_MESSAGES.paymentsNotConfigured);
    const purchaseType = parsePurchaseType(request.purchaseType);
    if (purchaseType === 'subscription') {
      const plan = request.planPrice === null ? undefined : subscriptionPlanForPrice(request.planPrice);
      if (!plan) throw badInput(BILLING_MESSAGES.invalidPlan);
      refuseSamePlan(await this.deps.ledger.state(auth.userId), plan);
      return this.devMode ? this.devSubscribe(auth.userId, plan) : this.stripeCheckout(auth, 'subscription', plan);
    }
    return this.devMode ? this.devBundle(auth.userId) : this.stripeCheckout(auth, 'one_time', null);
  }

  /**
   * Records a paid Checkout Session once (`fulfil:<session id>`), from the webhook or from the
   * pending-purchase check, whichever comes first: a subscription starts (replacing the previous
   * plan) with its first month of tokens, a bundle grants its tokens.
   */
  async fulfil(purchase: Purchase, session: CheckoutSessionState, eventCreated: number | null): Promise<AppendOutcome> {
    const uniqueRef = `fulfil:${purchase._id}`;
    if (purchase.purchaseType === 'one_time') {
      return this.deps.ledger.append(purchase.companyId, uniqueRef, (head) => ({
        kind: 'tokens_purchased',
        subscription: head,
        grant: { grantId: uniqueRef, tokens: purchase.tokens, reason: 'one_time_bundle', sourceRef: purchase._id },
        reason: 'updated',
      }));
    }
    const plan = planOf(purchase.plan);
    if (!plan) throw new Error(`Checkout Session ${purchase._id} names no known plan (${String(purchase.plan)})`);
    const replaced: { id: string | null } = { id: null };
    const outcome = await this.deps.ledger.append(purchase.companyId, uniqueRef, (head) => {
      const previous = hasSubscription(head) && head.source === 'stripe' ? head.stripeSubscriptionId : null;
      replaced.id = previous && previous !== session.subscriptionId ? previous : null;
      const now = new Date();
      const nextRenewal = session.subscriptionPeriodEnd ? new Date(session.subscriptionPeriodEnd * 1000) : oneMonthAfter(now);
      return {
        kind: 'subscription_started',
        subscription: {
          status: 'active',
          plan: plan.key,
          tokensPerMonth: plan.tokensPerMonth,
          nextRenewal,
          source: 'stripe',
          stripeSubscriptionId: session.subscriptionId,
          syncedAt: eventCreated ?? 0,
          // The Checkout was paid: a new period with the plan's whole month.
          period: paidPeriod(nextRenewal, plan.tokensPerMonth),
        },
        grant: { grantId: uniqueRef, tokens: plan.tokensPerMonth, reason: 'subscription_start', sourceRef: purchase._id },
        reason: hasSubscription(head) ? 'switched' : 'started',
      };
    });
    // A plan switch: the old subscription must not charge again. Best effort; a renewal invoice of
    // a replaced subscription cancels it too (see the webhook's invoice.paid).
    if (outcome.applied && replaced.id) await this.cancelReplaced(replaced.id);
    return outcome;
  }

  async cancelReplaced(subscriptionId: string): Promise<void> {
    if (!this.deps.stripe) return;
    try {
      await this.deps.stripe.cancelSubscription(subscriptionId);
    } catch (error) {
      this.deps.logger.error({ err: error, subscriptionId }, 'could not cancel a replaced Stripe subscription');
    }
  }

  /** Asks Stripe about the company's recent (or the named) Checkout Sessions and, when forced, fulfils the paid ones. */
  async checkPending(auth: AuthContext, input: { forceAddTokens: boolean; sessionId: string | null }): Promise<PendingOutcome> {
    const companyId = auth.userId;
    const grants: PendingOutcome['grants'] = [];
    const done = async (status: PendingStatus, tokensGranted: number): Promise<PendingOutcome> => ({
      status,
      tokensGranted,
      grants,
      message:
        status === 'completed'
          ? BILLING_MESSAGES.purchaseCompleted
          : status === 'pending'
            ? BILLING_MESSAGES.purchasePending
            : BILLING_MESSAGES.noPendingPurchase,
      subscription: await this.deps.ledger.state(companyId),
    });
    const stripe = this.deps.stripe;
    if (!stripe) return done('none', 0);

    let sessions: CheckoutSessionRecord[];
    if (input.sessionId) {
      const session = await this.deps.sessions.findById(input.sessionId).lean<CheckoutSessionRecord>().exec();
      if (!session || session.companyId !== companyId) throw notFound(BILLING_MESSAGES.sessionNotFound);
      sessions = [session];
    } else {
      const since = Date.now() - PENDING_LOOKBACK_MS;
      const all = await this.deps.sessions.find({ companyId }).lean<CheckoutSessionRecord[]>().exec();
      sessions = all
        .filter((session) => session.createdAt.getTime() >= since)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, PENDING_MAX_SESSIONS);
    }

    let completed = false;
    let pending = false;
    let granted = 0;
    for (const session of sessions) {
      if (await this.deps.ledger.byRef(`fulfil:${session._id}`)) {
        completed = true;
        continue;
      }
      let state: CheckoutSessionState;
      try {
        state = await stripe.retrieveCheckoutSession(session._id);
      } catch (error) {
        this.deps.logger.warn({ err: error, sessionId: session._id }, 'could not read a Checkout Session from Stripe');
        throw unavailable(BILLING_MESSAGES.checkFailed);
      }
      if (state.status === 'complete' && state.paid) {
        if (!input.forceAddTokens) {
          pending = true;
          continue;
        }
        const outcome = await this.fulfil(session, state, null);
        completed = true;
        if (outcome.applied) {
          granted += session.tokens;
          grants.push({ id: `fulfil:${session._id}`, tokens: session.tokens });
        }
      } else if (state.status !== 'expired') {
        pending = true;
      }
    }
    return done(completed ? 'completed' : pending ? 'pending' : 'none', granted);
  }

  async cancel(auth: AuthContext): Promise<SubscriptionState> {
    const companyId = auth.userId;
    const current = await this.deps.ledger.state(companyId);
    if (!hasSubscription(current)) throw badInput(BILLING_MESSAGES.noSubscription);
    if (current.source === 'stripe' && current.stripeSubscriptionId) {
      if (this.deps.stripe) {
        try {
          await this.deps.stripe.cancelSubscription(current.stripeSubscriptionId);
        } catch (error) {
          this.deps.logger.error({ err: error, companyId }, 'Stripe refused to cancel a subscription');
          throw unavailable(BILLING_MESSAGES.cancelFailed);
        }
      } else {
        this.deps.logger.warn({ companyId, subscriptionId: current.stripeSubscriptionId }, 'Stripe is not configured: the subscription is canceled here only');
      }
    }
    const outcome = await this.deps.ledger.append(companyId, `cancel:${randomUUID()}`, (head) => {
      if (!hasSubscription(head)) throw badInput(BILLING_MESSAGES.noSubscription);
      if (head.stripeSubscriptionId !== current.stripeSubscriptionId) throw conflict(BILLING_MESSAGES.subscriptionChanged);
      // Tokens already granted stay in the wallet; only future grants stop.
      return { kind: 'subscription_canceled', subscription: { ...head, status: 'canceled', nextRenewal: null }, grant: null, reason: 'canceled' };
    });
    return outcome.state;
  }

  /**
   * Dev mode: Stripe mode's rules without the payment. No payment opens a new period, so a switch
   * (or a cancel and a new start) within the period grants only what the new plan adds to it
   * (`grantWithinPeriod`); switching back and forth grants nothing more.
   */
  private async devSubscribe(companyId: string, plan: SubscriptionPlan): Promise<CheckoutOutcome> {
    const uniqueRef = `dev:${randomUUID()}`;
    const granted = { tokens: 0 };
    const outcome = await this.deps.ledger.append(companyId, uniqueRef, (head) => {
      refuseSamePlan(head, plan);
      const { tokens, period } = grantWithinPeriod(head, plan.tokensPerMonth, new Date());
      granted.tokens = tokens;
      return {
        kind: 'subscription_started',
        subscription: {
          status: 'active',
          plan: plan.key,
          tokensPerMonth: plan.tokensPerMonth,
          nextRenewal: period.end,
          source: 'dev',
          stripeSubscriptionId: null,
          syncedAt: 0,
          period,
        },
        grant: tokens > 0 ? { grantId: uniqueRef, tokens, reason: 'dev_mode', sourceRef: null } : null,
        reason: hasSubscription(head) ? 'switched' : 'started',
      };
    });
    return {
      devMode: true,
      checkoutUrl: null,
      sessionId: null,
      message: BILLING_MESSAGES.subscribed,
      tokensGranted: granted.tokens,
      grantId: granted.tokens > 0 ? uniqueRef : null,
      subscription: outcome.state,
    };
  }

  private async devBundle(companyId: string): Promise<CheckoutOutcome> {
    const uniqueRef = `dev:${randomUUID()}`;
    const outcome = await this.deps.ledger.append(companyId, uniqueRef, (head) => ({
      kind: 'tokens_purchased',
      subscription: head,
      grant: { grantId: uniqueRef, tokens: ONE_TIME_BUNDLE.tokens, reason: 'dev_mode', sourceRef: null },
      reason: 'updated',
    }));
    return {
      devMode: true,
      checkoutUrl: null,
      sessionId: null,
      message: BILLING_MESSAGES.bundlePurchased,
      tokensGranted: ONE_TIME_BUNDLE.tokens,
      grantId: uniqueRef,
      subscription: outcome.state,
    };
  }

  private async stripeCheckout(auth: AuthContext, purchaseType: PurchaseType, plan: SubscriptionPlan | null): Promise<CheckoutOutcome> {
    const stripe = this.deps.stripe;
    if (!stripe) throw new Error('Stripe is not configured');
    const companyId = auth.userId;
    const tokens = plan ? plan.tokensPerMonth : ONE_TIME_BUNDLE.tokens;
    const amountUsd = plan ? plan.priceUsd : ONE_TIME_BUNDLE.priceUsd;
    let session: { id: string; url: string };
    try {
      const customerId = await this.customerFor(auth);
      session = await stripe.createCheckoutSession({
        mode: plan ? 'subscription' : 'payment',
        customerId,
        companyId,
        productName: plan ? `${plan.name} plan` : `${ONE_TIME_BUNDLE.name}: ${ONE_TIME_BUNDLE.tokens} tokens`,
        description: plan
          ? `${plan.tokensPerMonth} tokens every month (${plan.unlocksPerMonth} candidate unlocks). Cancel anytime.`
          : `${ONE_TIME_BUNDLE.tokens} tokens (${ONE_TIME_BUNDLE.unlocks} candidate unlocks) that never expire.`,
        amountUsd,
        recurring: plan !== null,
        metadata: { companyId, purchaseType, ...(plan ? { plan: plan.key } : {}), tokens: String(tokens) },
        successUrl: this.returnUrl('success'),
        cancelUrl: this.returnUrl('canceled'),
      });
    } catch (error) {
      if (!(error instanceof StripeUnavailableError)) throw error;
      this.deps.logger.error({ err: error, companyId }, 'Stripe refused to create a Checkout Session');
      throw unavailable(BILLING_MESSAGES.checkoutFailed);
    }
    await this.deps.sessions.create({
      _id: session.id,
      companyId,
      purchaseType,
      plan: plan?.key ?? null,
      tokens,
      amountUsd,
      url: session.url,
      createdAt: new Date(),
    });
    return {
      devMode: false,
      checkoutUrl: session.url,
      sessionId: session.id,
      message: BILLING_MESSAGES.redirecting,
      tokensGranted: 0,
      grantId: null,
      subscription: await this.deps.ledger.state(companyId),
    };
  }

  /** The company's Stripe customer, created at its first checkout. */
  private async customerFor(auth: AuthContext): Promise<string> {
    const stripe = this.deps.stripe;
    if (!stripe) throw new Error('Stripe is not configured');
    const find = () => this.deps.accounts.findById(auth.userId).lean<BillingAccount>().exec();
    let account = await find();
    if (!account) {
      // A purchase right after registration can come before UserRegistered reached this service.
      await insertOnce(this.deps.accounts, { _id: auth.userId, email: auth.email, companyName: '' });
      account = await find();
    }
    if (!account) throw new Error(`Billing account ${auth.userId} could not be opened`);
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const customerId = await stripe.createCustomer({ companyId: auth.userId, email: account.email, name: account.companyName });
    await this.deps.accounts.updateOne({ _id: auth.userId }, { $set: { stripeCustomerId: customerId } }).exec();
    return customerId;
  }

  private returnUrl(outcome: 'success' | 'canceled'): string {
    let base = this.deps.config.PUBLIC_URL;
    while (base.endsWith('/')) base = base.slice(0, -1);
    const path = this.deps.config.CHECKOUT_RETURN_PATH;
    const separator = path.includes('?') ? '&' : '?';
    // Stripe replaces {CHECKOUT_SESSION_ID}; the web app passes it to check-pending-purchase.
    return outcome === 'success'
      ? `${base}${path}${separator}purchase=success&session_id={CHECKOUT_SESSION_ID}`
      : `${base}${path}${separator}purchase=canceled`;
  }
}

function parsePurchaseType(value: string): PurchaseType {
  if (value === 'subscription' || value === 'one_time') return value;
  throw badInput(BILLING_MESSAGES.invalidPurchaseType);
}

function refuseSamePlan(state: SubscriptionState, plan: SubscriptionPlan): void {
  if (hasSubscription(state) && state.plan === plan.key) throw conflict(BILLING_MESSAGES.alreadySubscribed(plan.name));
}
