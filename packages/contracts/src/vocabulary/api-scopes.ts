/**
 * What a company's API key may do (docs/decisions/partner-api.md). A key acts for its company,
 * never as a person: it gets no profile, password or billing operation whatever its scopes.
 */
export const API_SCOPES = ['candidates:read', 'candidates:unlock', 'tokens:read', 'webhooks:manage'] as const;

export type ApiScope = (typeof API_SCOPES)[number];

/** The rules of a new key, checked by the auth service and declared by the REST facade's request schema. */
export const API_KEY_LIMITS = {
  activePerCompany: 10,
  /** Revoked keys a company's list keeps (the newest); older ones are deleted with their usage figures. */
  revokedKeptPerCompany: 20,
  nameLength: 60,
  rateLimitPerMinute: { default: 60, min: 1, max: 600 },
  dailyUnlockLimit: { min: 0, max: 1000 },
} as const;

/** The auth service's refusal texts for a new key's fields. */
export const API_KEY_MESSAGES = {
  name: `Give the key a name of 1 to ${API_KEY_LIMITS.nameLength} characters`,
  noScope: 'Choose at least one scope',
  scopes: `Scopes are ${API_SCOPES.join(', ')}`,
  rateLimit: `The rate limit is ${API_KEY_LIMITS.rateLimitPerMinute.min} to ${API_KEY_LIMITS.rateLimitPerMinute.max} requests per minute`,
  dailyUnlockLimit: `The daily unlock limit is ${API_KEY_LIMITS.dailyUnlockLimit.min} to ${API_KEY_LIMITS.dailyUnlockLimit.max}, or none`,
} as const;

/** The sentence the API tab shows for each scope. */
export const API_SCOPE_DESCRIPTIONS: Readonly<Record<ApiScope, string>> = {
  'candidates:read': 'Search candidates, read details and the unlocked list',
  'candidates:unlock': 'Unlock candidates with your tokens, within the daily limit below',
  'tokens:read': 'Read the token balance',
  'webhooks:manage': 'Webhook endpoints, their delivery log and replays, and the low-token threshold',
};

/** The GraphQL enum value of a scope: 'candidates:read' -> 'CANDIDATES_READ'. */
export function apiScopeEnumValue(scope: ApiScope): string {
  return scope.toUpperCase().replace(':', '_');
}
