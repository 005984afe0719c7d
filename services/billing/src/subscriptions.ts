import { UserRegisteredV1 } from '@hiring/contracts';
import { on, byUser } from '@hiring/service-kit';
import type { BillingAccountModel } from './models/billing-account.model.js';
import { handleUserRegistered } from './events/handlers/user-registered.handler.js';

/** Every event the billing service consumes. */
export function billingSubscriptions(deps: { accounts: BillingAccountModel }) {
  return [{ groupId: 'billing.accounts', handlers: [on(UserRegisteredV1, handleUserRegistered(deps.accounts), byUser)] }];
}
