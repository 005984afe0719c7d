import { startService, type RunningService } from '@hiring/service-kit';
import { testServiceEnv, testToken, uniqueSuffix } from '@hiring/service-kit/testing';
import { subgraphClient, type GraphqlResult } from '@hiring/test-kit/graphql';
import { billingService } from '../../src/server.js';
import { loadBillingConfig, type BillingConfig } from '../../src/config.js';
import type { BillingEntry } from '../../src/models/billing-entry.model.js';
import { STRIPE_WEBHOOK_PATH } from '../../src/routes/stripe-webhook.route.js';
import { postWebhook, signed, type WebhookEvent } from '@hiring/test-kit/billing';

export type BillingService = RunningService<BillingConfig>;

export function startBilling(extra: Record<string, string> = {}): Promise<BillingService> {
  const config = loadBillingConfig(testServiceEnv('billing', extra));
  return startService({ ...billingService(config), consumerSessionTimeoutMs: 10_000 });
}

export type GraphqlResponse<T> = GraphqlResult<T>;

/** Calls the billing subgraph directly (no gateway). */
export function graphql<T>(service: BillingService, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlResponse<T>> {
  return subgraphClient(service)<T>(query, { token, variables });
}

export function newCompany(): { id: string; token: string } {
  const id = `company-${uniqueSuffix()}${uniqueSuffix()}`;
  return { id, token: testToken({ userId: id, userType: 'company', email: `${id}@company.test` }) };
}

export function candidateToken(): string {
  return testToken({ userId: `candidate-${uniqueSuffix()}`, userType: 'candidate' });
}

export const SUBSCRIPTION_FIELDS = 'hasSubscription status plan planName priceUsd tokensPerMonth nextRenewal source';

export interface SubscriptionGql {
  hasSubscription: boolean;
  status: string;
  plan: string | null;
  planName: string | null;
  priceUsd: number | null;
  tokensPerMonth: number;
  nextRenewal: string | null;
  source: string | null;
}

export interface CheckoutGql {
  devMode: boolean;
  checkoutUrl: string | null;
  sessionId: string | null;
  message: string;
  tokensGranted: number;
  grantId: string | null;
  subscription: SubscriptionGql;
}

export const CHECKOUT = `mutation ($input: CheckoutSessionInput!) { createCheckoutSession(input: $input) {
  devMode checkoutUrl sessionId message tokensGranted grantId subscription { ${SUBSCRIPTION_FIELDS} } } }`;
export const PENDING = `mutation ($force: Boolean, $sessionId: String) { checkPendingPurchase(forceAddTokens: $force, sessionId: $sessionId) {
  status tokensGranted message subscription { ${SUBSCRIPTION_FIELDS} } } }`;
export const CANCEL = `mutation { cancelSubscription { ${SUBSCRIPTION_FIELDS} } }`;
export const MY_SUBSCRIPTION = `query { mySubscription { ${SUBSCRIPTION_FIELDS} } }`;

export async function checkout(service: BillingService, token: string, input: { purchaseType: string; planPrice?: number | null }) {
  return graphql<{ createCheckoutSession: CheckoutGql }>(service, token, CHECKOUT, { input });
}

export async function subscriptionOf(service: BillingService, token: string): Promise<SubscriptionGql> {
  const response = await graphql<{ mySubscription: SubscriptionGql }>(service, token, MY_SUBSCRIPTION);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.mySubscription;
}

/** The grants recorded in the company's billing ledger (each leaves as one TokensGranted). */
export async function grantsOf(service: BillingService, companyId: string): Promise<NonNullable<BillingEntry['grant']>[]> {
  const entries = await service.connection
    .collection<BillingEntry>('billing_entries')
    .find({ companyId }, { projection: { outbox: 0 } })
    .sort({ seq: 1 })
    .toArray();
  return entries.flatMap((entry) => (entry.grant ? [entry.grant] : []));
}

export async function tokensGranted(service: BillingService, companyId: string): Promise<number> {
  return (await grantsOf(service, companyId)).reduce((sum, grant) => sum + grant.tokens, 0);
}

export function webhookUrl(service: BillingService): string {
  return `${service.url}${STRIPE_WEBHOOK_PATH}`;
}

export function deliver(service: BillingService, event: WebhookEvent) {
  return postWebhook(webhookUrl(service), signed(event));
}
