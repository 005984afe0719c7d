import { randomUUID } from 'node:crypto';
import { badInput, conflict, notFound, type ApiScope } from '@hiring/service-kit';
import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint, type WebhookEndpointModel, type WebhookEventType } from '../../models/webhook-endpoint.model.js';
import type { WebhookDelivery, WebhookDeliveryModel } from '../../models/webhook-delivery.model.js';
import { AddressRefusedError, checkTarget, type AddressPolicy } from './address-policy.js';
import { checkEventScopes, checkMayDirect, endpointScopes, scopesForNewEndpoint } from './endpoint-scopes.js';
import { insertWithinLimit } from './per-company-limit.js';
import { newWebhookSecret } from './signing.js';

export const MAX_ENDPOINTS_PER_COMPANY = 10;
const MAX_DESCRIPTION = 200;
const MAX_URL = 2000;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  tooMany: `A company can have at most ${MAX_ENDPOINTS_PER_COMPANY} webhook endpoints; delete one first`,
  events: `Choose at least one event: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  unknownEvent: (event: string) => `Unknown event ${event}; events are ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  description: `The description is at most ${MAX_DESCRIPTION} characters`,
  urlLength: `The URL is at most ${MAX_URL} characters`,
  replayDisabled: 'Enable the endpoint before replaying its deliveries',
  first: 'first must be a whole number from 1 to 100',
  cursor: 'Invalid cursor: pass an endCursor this API returned',
} as const;

export interface EndpointDeps {
  endpoints: WebhookEndpointModel;
  deliveries: WebhookDeliveryModel;
  policy: AddressPolicy;
}

function validEvents(events: readonly string[]): WebhookEventType[] {
  const unique = [...new Set(events.map((e) => e.trim()))];
  if (unique.length === 0) throw badInput(WEBHOOK_MESSAGES.events);
  for (const event of unique) if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event)) throw badInput(WEBHOOK_MESSAGES.unknownEvent(event));
  return unique as WebhookEventType[];
}

function validDescription(description: string | null | undefined): string {
  const text = (description ?? '').trim();
  if (text.length > MAX_DESCRIPTION) throw badInput(WEBHOOK_MESSAGES.description);
  return text;
}

/** The URL as registered: checked against the address policy now (and again at every attempt). */
async function validUrl(raw: string, policy: AddressPolicy): Promise<string> {
  if (raw.length > MAX_URL) throw badInput(WEBHOOK_MESSAGES.urlLength);
  try {
    return (await checkTarget(raw, policy)).url.toString();
  } catch (error) {
    if (error instanceof AddressRefusedError) throw badInput(error.message);
    throw error;
  }
}

export async function listEndpoints(deps: EndpointDeps, companyId: string): Promise<WebhookEndpoint[]> {
  const endpoints = await deps.endpoints.find({ companyId }).lean<WebhookEndpoint[]>().exec();
  return endpoints.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function ownEndpoint(deps: Pick<EndpointDeps, 'endpoints'>, companyId: string, id: string): Promise<WebhookEndpoint> {
  const endpoint = await deps.endpoints.findById(id).lean<WebhookEndpoint>().exec();
  // Another company's endpoint is "not found", not "forbidden": ids reveal nothing.
  if (!endpoint || endpoint.companyId !== companyId) throw notFound(WEBHOOK_MESSAGES.notFound);
  return endpoint;
}

export async function createEndpoint(
  deps: EndpointDeps,
  companyId: string,
  input: { url: string; events: readonly string[]; description?: string | null },
  held: readonly ApiScope[],
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const events = validEvents(input.events);
  checkEventScopes(events, held);
  const description = validDescription(input.description);
  const url = await validUrl(input.url, deps.policy);
  const secret = newWebhookSecret();
  const created = await insertWithinLimit(
    deps.endpoints,
    {
      _id: randomUUID(),
      companyId,
      url,
      description,
      events,
      secret,
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      consecutiveFailures: 0,
      scopes: scopesForNewEndpoint(held),
    },
    {
      max: MAX_ENDPOINTS_PER_COMPANY,
      refused: () => conflict(WEBHOOK_MESSAGES.tooMany),
      // An event may have queued a delivery for it meanwhile.
      takeBack: (id) => deps.deliveries.deleteMany({ endpointId: id }).exec(),
    },
  );
  return { endpoint: created.toObject(), secret };
}

export async function updateEndpoint(
  deps: EndpointDeps,
  companyId: string,
  id: string,
  input: { enabled?: boolean | null; events?: readonly string[] | null; description?: string | null; url?: string | null },
  held: readonly ApiScope[],
): Promise<WebhookEndpoint> {
  const endpoint = await ownEndpoint(deps, companyId, id);
  // A new URL sends the endpoint's data elsewhere; its events stay within its scopes and the actor's.
  if (input.url != null) checkMayDirect(endpoint, held);
  const set: Partial<WebhookEndpoint> = {};
  if (input.events != null) {
    set.events = validEvents(input.events);
    checkEventScopes(
      set.events,
      endpointScopes(endpoint).filter((scope) => held.includes(scope)),
    );
  }
  if (input.description != null) set.description = validDescription(input.description);
  if (input.url != null) set.url = await validUrl(input.url, deps.policy);
  if (input.enabled === true) Object.assign(set, { enabled: true, disabledReason: null, disabledAt: null, consecutiveFailures: 0 });
  if (input.enabled === false) Object.assign(set, { enabled: false, disabledReason: 'Disabled by the company', disabledAt: new Date() });
  const updated = await deps.endpoints.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after' }).lean<WebhookEndpoint>().exec();
  if (!updated) throw notFound(WEBHOOK_MESSAGES.notFound);
  return updated;
}

export async function rotateSecret(
  deps: EndpointDeps,
  companyId: string,
  id: string,
  held: readonly ApiScope[],
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  // Whoever holds the secret can take the endpoint's traffic for their own receiver.
  checkMayDirect(await ownEndpoint(deps, companyId, id), held);
  const secret = newWebhookSecret();
  const updated = await deps.endpoints.findByIdAndUpdate(id, { $set: { secret } }, { returnDocument: 'after' }).lean<WebhookEndpoint>().exec();
  if (!updated) throw notFound(WEBHOOK_MESSAGES.notFound);
  return { endpoint: updated, secret };
}

export async function deleteEndpoint(deps: EndpointDeps, companyId: string, id: string): Promise<string> {
  await ownEndpoint(deps, companyId, id);
  await deps.endpoints.deleteOne({ _id: id }).exec();
  // Its log goes with it; pending deliveries find no endpoint and fail without sending.
  await deps.deliveries.deleteMany({ endpointId: id }).exec();
  return id;
}

export async function ownDelivery(deps: Pick<EndpointDeps, 'deliveries'>, companyId: string, id: string): Promise<WebhookDelivery> {
  const delivery = await deps.deliveries.findById(id).lean<WebhookDelivery>().exec();
  if (!delivery || delivery.companyId !== companyId) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return delivery;
}

const cursorOf = (d: Pick<WebhookDelivery, 'createdAt' | '_id'>) => Buffer.from(JSON.stringify([d.createdAt.getTime(), d._id])).toString('base64url');

function parseCursor(cursor: string): [number, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string') return [value[0], value[1]];
  } catch {
    // falls through to the error
  }
  throw badInput(WEBHOOK_MESSAGES.cursor);
}

/** The delivery log of one endpoint, newest first, by cursor (the creation time and id of the last one). */
export async function deliveryLog(deps: EndpointDeps, companyId: string, endpointId: string, args: { first?: number | null; after?: string | null }) {
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > 100) throw badInput(WEBHOOK_MESSAGES.first);
  await ownEndpoint(deps, companyId, endpointId);
  const all = await deps.deliveries.find({ endpointId }).lean<WebhookDelivery[]>().exec();
  all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0));
  let start = 0;
  if (args.after) {
    const [at, id] = parseCursor(args.after);
    start = all.findIndex((d) => d.createdAt.getTime() < at || (d.createdAt.getTime() === at && d._id < id));
    if (start < 0) start = all.length;
  }
  const page = all.slice(start, start + first);
  return {
    edges: page.map((node) => ({ cursor: cursorOf(node), node })),
    pageInfo: {
      hasNextPage: start + first < all.length,
      hasPreviousPage: Boolean(args.after),
      startCursor: page[0] ? cursorOf(page[0]) : null,
      endCursor: page.length > 0 ? cursorOf(page[page.length - 1]!) : null,
    },
    totalCount: all.length,
  };
}
