import type { ServiceDefinition } from '@hiring/service-kit';
import type { BillingConfig } from './config.js';
import { billingAccountModel } from './models/billing-account.model.js';
import { billingAccountResolvers } from './resolvers/billing-account.resolvers.js';
import { billingSubscriptions } from './subscriptions.js';

/** The billing service: plans, Stripe customers, checkouts and subscriptions. */
export function billingService(config: BillingConfig): ServiceDefinition<BillingConfig> {
  return {
    name: 'billing',
    config,
    schemaFile: new URL('../src/schema.graphql', import.meta.url),
    setup: ({ connection }) => {
      const accounts = billingAccountModel(connection);
      return {
        resolvers: billingAccountResolvers({ config, accounts }),
        consumers: billingSubscriptions({ accounts }),
      };
    },
  };
}
