import { SubscriptionChangedV1, TokensGrantedV1, TokensRevokedV1 } from '@hiring/contracts';
import type { ServiceDefinition } from '@hiring/service-kit';
import type { BillingConfig } from './config.js';
import { BillingLedger } from './domain/billing-ledger.js';
import { Purchases } from './domain/purchases.service.js';
import { StripeWebhooks } from './domain/stripe-webhooks.service.js';
import { billingAccountModel } from './models/billing-account.model.js';
import { billingEntryModel } from './models/billing-entry.model.js';
import { checkoutSessionModel } from './models/checkout-session.model.js';
import { stripeEventModel } from './models/stripe-event.model.js';
import { billingAccountResolvers } from './resolvers/billing-account.resolvers.js';
import { purchaseResolvers } from './resolvers/purchase.resolvers.js';
import { registerStripeWebhookRoute } from './routes/stripe-webhook.route.js';
import { StripeApi } from './domain/stripe-api.js';
import { billingSubscriptions } from './subscriptions.js';
import { billingPersonalData } from './domain/personal-data.js';
import { billingErasure, pendingCustomerDeletions } from './domain/erasure.js';

/**
 * The billing service: plans (from the shared vocabulary), Stripe customers, Checkout Sessions,
 * subscriptions and the webhook; every grant leaves as TokensGranted for the company wallet
 * (docs/decisions/billing-ledger.md, billing-stripe.md).
 */
export function billingService(config: BillingConfig): ServiceDefinition<BillingConfig> {
  return {
    name: 'billing',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection, relay, logger }) => {
      const accounts = billingAccountModel(connection);
      const entries = billingEntryModel(connection);
      const sessions = checkoutSessionModel(connection);
      const events = stripeEventModel(connection);
      const stripe = StripeApi.fromConfig(config);
      if (!stripe && config.BILLING_DEV_MODE) logger.warn('BILLING_DEV_MODE: purchases grant tokens at once and nothing is charged');
      else if (!stripe) logger.warn('STRIPE_SECRET_KEY is not set and BILLING_DEV_MODE is off: purchases are refused');
      const ledger = new BillingLedger(entries, relay, { maxAttempts: config.BILLING_LEDGER_MAX_ATTEMPTS });
      const purchases = new Purchases({ config, ledger, accounts, sessions, stripe, logger });
      const webhooks = new StripeWebhooks({
        purchases,
        ledger,
        accounts,
        sessions,
        events,
        logger,
        charges: stripe ? (id) => stripe.retrieveCharge(id) : undefined,
      });
      return {
        resolvers: [billingAccountResolvers({ config, accounts, purchases }), purchaseResolvers(purchases)],
        publishes: [TokensGrantedV1, TokensRevokedV1, SubscriptionChangedV1],
        consumers: billingSubscriptions({ accounts }),
        routes: (app) => registerStripeWebhookRoute(app, { config, webhooks, logger }),
        personalData: billingPersonalData({ accounts, entries, sessions }),
        retention: [pendingCustomerDeletions({ accounts, stripe })],
        erase: billingErasure({ accounts, entries, stripe }),
      };
    },
  };
}
