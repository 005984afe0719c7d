import { API_SCOPE_DESCRIPTIONS, API_SCOPES, apiScopeEnumValue, API_KEY_MESSAGES } from '@hiring/contracts/vocabulary';
import type { ApiKeyFieldsFragment, ApiScope } from '../../generated/graphql';

export type ApiKey = ApiKeyFieldsFragment;

/** The scopes a key may hold, as the API tab offers them (the list lives in contracts). */
export const SCOPE_CHOICES: readonly { scope: ApiScope; label: string; hint: string }[] = API_SCOPES.map((scope) => ({
  scope: apiScopeEnumValue(scope) as ApiScope,
  label: scope,
  hint: API_SCOPE_DESCRIPTIONS[scope],
}));

export const API_KEY_TEXT = {
  loadFailed: 'Failed to load API keys',
  createFailed: 'Failed to create the API key',
  revokeFailed: 'Failed to revoke the API key',
  nameRequired: 'Give the key a name',
  scopeRequired: API_KEY_MESSAGES.noScope,
  rate: 'Requests per minute must be a whole number from 1 to 600',
  unlocks: 'The daily unlock limit must be a whole number from 0 to 1000, or empty for none',
  created: 'Copy this key now: it is not shown again.',
  revoked: 'The key was revoked: requests with it are refused from now on.',
} as const;

export interface KeyForm {
  name: string;
  scopes: ApiScope[];
  rateLimitPerMinute: string;
  dailyUnlockLimit: string;
}

export const EMPTY_KEY_FORM: KeyForm = { name: '', scopes: ['CANDIDATES_READ'], rateLimitPerMinute: '60', dailyUnlockLimit: '' };

const WHOLE = /^\d+$/;

/** The form's first problem (the server checks the same rules), or the input to send. */
export function keyInput(
  form: KeyForm,
): { problem: string } | { input: { name: string; scopes: ApiScope[]; rateLimitPerMinute: number; dailyUnlockLimit: number | null } } {
  const name = form.name.trim();
  if (!name) return { problem: API_KEY_TEXT.nameRequired };
  if (form.scopes.length === 0) return { problem: API_KEY_TEXT.scopeRequired };
  const rate = form.rateLimitPerMinute.trim();
  if (!WHOLE.test(rate) || Number(rate) < 1 || Number(rate) > 600) return { problem: API_KEY_TEXT.rate };
  const unlocks = form.dailyUnlockLimit.trim();
  if (unlocks && (!WHOLE.test(unlocks) || Number(unlocks) > 1000)) return { problem: API_KEY_TEXT.unlocks };
  return { input: { name, scopes: form.scopes, rateLimitPerMinute: Number(rate), dailyUnlockLimit: unlocks ? Number(unlocks) : null } };
}

/** '60 requests/min · 5 unlocks/day' */
export function limitsText(key: Pick<ApiKey, 'rateLimitPerMinute' | 'dailyUnlockLimit'>): string {
  const unlocks = key.dailyUnlockLimit === null || key.dailyUnlockLimit === undefined ? 'no unlock limit' : `${key.dailyUnlockLimit} unlocks/day`;
  return `${key.rateLimitPerMinute} requests/min · ${unlocks}`;
}

export function scopeLabel(scope: ApiScope): string {
  return SCOPE_CHOICES.find((choice) => choice.scope === scope)?.label ?? scope;
}

/** 'Never', else the day in the locale's short form. */
export function usedText(value: string | null | undefined, locale?: string): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? 'Never'
    : date.toLocaleString(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** 'Today: 12 requests, 3 over the limit · last 7 days: 140 requests' */
export function usageText(usage: Pick<ApiKey['usage'], 'requestsToday' | 'throttledToday' | 'requestsLast7Days'>): string {
  const plural = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'request' : 'requests'}`;
  const throttled = usage.throttledToday > 0 ? `, ${usage.throttledToday.toLocaleString('en-US')} over the limit` : '';
  return `Today: ${plural(usage.requestsToday)}${throttled} · last 7 days: ${plural(usage.requestsLast7Days)}`;
}
