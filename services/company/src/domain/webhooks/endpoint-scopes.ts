import { API_SCOPES, forbidden, type ApiScope, type AuthContext } from '@hiring/service-kit';
import type { WebhookEndpoint, WebhookEventType } from '../../models/webhook-endpoint.model.js';

/**
 * What a delivery of each event type carries, as the scope a key needs to read it through the API:
 * an unlocked card (contact data) and a saved-search match are candidate reads, a balance is a
 * token read. An endpoint receives an event only while its scopes hold that scope.
 */
export const WEBHOOK_EVENT_SCOPES: Readonly<Record<WebhookEventType, ApiScope>> = {
  'candidate.unlocked': 'candidates:read',
  'candidate.matched_saved_search': 'candidates:read',
  // Tells whoever holds an unlocked card to delete it: as much a candidate read as the card was.
  'candidate.erased': 'candidates:read',
  'tokens.low': 'tokens:read',
};

/** The scopes that some delivery needs: what an endpoint records of its creator's. */
const READ_SCOPES = [...new Set(Object.values(WEBHOOK_EVENT_SCOPES))];

/** The scopes of whoever acts: a company's person holds every scope, a key only its own. */
export function actorScopes(auth: AuthContext): readonly ApiScope[] {
  return auth.scope === 'partner' ? (auth.apiKey?.scopes ?? []) : API_SCOPES;
}

/**
 * An endpoint's scopes, fixed when it is created (those of the person or key that created it).
 * Endpoints stored before scopes existed have none recorded and count as a person's.
 */
export function endpointScopes(endpoint: Pick<WebhookEndpoint, 'scopes'>): readonly ApiScope[] {
  return endpoint.scopes ?? API_SCOPES;
}

/** The scopes a new endpoint keeps: those of its creator that some delivery needs. */
export const scopesForNewEndpoint = (held: readonly ApiScope[]): ApiScope[] => READ_SCOPES.filter((scope) => held.includes(scope));

export const mayReceive = (endpoint: Pick<WebhookEndpoint, 'scopes'>, type: WebhookEventType) => endpointScopes(endpoint).includes(WEBHOOK_EVENT_SCOPES[type]);

export const WEBHOOK_SCOPE_MESSAGES = {
  event: (type: WebhookEventType) => `This API key lacks the ${WEBHOOK_EVENT_SCOPES[type]} scope that ${type} deliveries need`,
  endpoint: (missing: readonly ApiScope[]) =>
    `This endpoint receives data this API key cannot read (${missing.join(', ')}): only a company user or a key with those scopes may change it or replay its deliveries`,
} as const;

/** Subscribing to an event needs its scope, in the actor and (for an existing endpoint) in the endpoint. */
export function checkEventScopes(events: readonly WebhookEventType[], held: readonly ApiScope[]): void {
  for (const type of events) if (!held.includes(WEBHOOK_EVENT_SCOPES[type])) throw forbidden(WEBHOOK_SCOPE_MESSAGES.event(type));
}

/**
 * Re-pointing an endpoint, rotating its secret or replaying its deliveries would hand its data to
 * whoever acts: a key may do so only on endpoints whose scopes it holds all of.
 */
export function checkMayDirect(endpoint: Pick<WebhookEndpoint, 'scopes'>, held: readonly ApiScope[]): void {
  const missing = endpointScopes(endpoint).filter((scope) => !held.includes(scope));
  if (missing.length > 0) throw forbidden(WEBHOOK_SCOPE_MESSAGES.endpoint(missing));
}
