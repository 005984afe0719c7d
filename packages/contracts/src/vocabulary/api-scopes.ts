/**
 * What a company's API key may do (docs/decisions/partner-api.md). A key acts for its company,
 * never as a person: it gets no profile, password or billing operation whatever its scopes.
 */
export const API_SCOPES = ['candidates:read', 'candidates:unlock', 'tokens:read', 'webhooks:manage'] as const;

export type ApiScope = (typeof API_SCOPES)[number];

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
