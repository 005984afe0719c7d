import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Browser session (docs/product/rules.md#states-and-transitions): the access token, the temporary
 * registration token and the signed-in user live in localStorage under these
 * keys. Everything that reads or clears them goes through this module, so
 * React (via `useSession`), the REST client and the Apollo links agree.
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const TEMP_ACCESS_TOKEN_KEY = 'temp_access_token';
export const USER_KEY = 'user';

export const LOGIN_PATH = '/login';

export type UserType = 'candidate' | 'company';

/**
 * The user kept locally after login, in the REST contract's snake_case shape
 * (docs/product/data.md#data-and-entities). The server may send more fields; they are kept as-is.
 */
export interface StoredUser {
  id: string;
  email: string;
  user_type: UserType | null;
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  email_verified?: boolean;
  is_admin?: boolean;
  [field: string]: unknown;
}

export interface SessionSnapshot {
  accessToken: string | null;
  tempAccessToken: string | null;
  user: StoredUser | null;
  /** A token and a user are both present. */
  isAuthenticated: boolean;
}

// ---------------------------------------------------------------------------
// storage access (never throws: private mode or disabled storage = signed out)

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // storage full or unavailable: the in-memory UI still works for this page
  }
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function asUserType(value: unknown): UserType | null {
  return value === 'candidate' || value === 'company' ? value : null;
}

/**
 * Accepts the REST shape (snake_case) and, defensively, a camelCase shape
 * (e.g. a GraphQL `User`), and returns the stored snake_case shape.
 */
export function normalizeUser(raw: unknown): StoredUser | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const id = r.id ?? r._id;
  const user: StoredUser = {
    ...r,
    id: id === undefined || id === null ? '' : String(id),
    email: asString(r.email) ?? '',
    user_type: asUserType(r.user_type ?? r.userType),
  };
  const first = r.first_name ?? r.firstName;
  const last = r.last_name ?? r.lastName;
  const company = r.company_name ?? r.companyName;
  if (first !== undefined) user.first_name = asString(first);
  if (last !== undefined) user.last_name = asString(last);
  if (company !== undefined) user.company_name = asString(company);
  const verified = r.email_verified ?? r.emailVerified;
  if (typeof verified === 'boolean') user.email_verified = verified;
  const admin = r.is_admin ?? r.isAdmin;
  if (typeof admin === 'boolean') user.is_admin = admin;
  // GraphQL's __typename is the transport's, not the user's.
  for (const camel of ['__typename', 'userType', 'firstName', 'lastName', 'companyName', 'emailVerified', 'isAdmin']) {
    delete user[camel];
  }
  return user;
}

function parseUser(rawJson: string | null): StoredUser | null {
  if (!rawJson) return null;
  try {
    return normalizeUser(JSON.parse(rawJson));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------
// external store for React

const listeners = new Set<() => void>();
const clearedListeners = new Set<() => void>();
let cached: { key: string; snapshot: SessionSnapshot } | null = null;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function getSessionSnapshot(): SessionSnapshot {
  const accessToken = readItem(ACCESS_TOKEN_KEY);
  const tempAccessToken = readItem(TEMP_ACCESS_TOKEN_KEY);
  const userJson = readItem(USER_KEY);
  const key = JSON.stringify([accessToken, tempAccessToken, userJson]);
  if (cached?.key === key) return cached.snapshot;
  const user = parseUser(userJson);
  const snapshot: SessionSnapshot = {
    accessToken,
    tempAccessToken,
    user,
    isAuthenticated: Boolean(accessToken && user),
  };
  cached = { key, snapshot };
  return snapshot;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after the session has been cleared (logout, 401...). */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // another tab signed in or out
  window.addEventListener('storage', (event) => {
    if (event.key === null || [ACCESS_TOKEN_KEY, TEMP_ACCESS_TOKEN_KEY, USER_KEY].includes(event.key)) notify();
  });
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, getSessionSnapshot);
}

// ---------------------------------------------------------------------------
// reads and writes

/** The bearer token for requests: the access token, else the temporary registration token. */
export function getAuthToken(): string | null {
  return readItem(ACCESS_TOKEN_KEY) ?? readItem(TEMP_ACCESS_TOKEN_KEY);
}

export function getStoredUser(): StoredUser | null {
  return getSessionSnapshot().user;
}

/** Login or registration success. */
export function saveSession(accessToken: string, user: unknown): void {
  writeItem(ACCESS_TOKEN_KEY, accessToken);
  writeItem(TEMP_ACCESS_TOKEN_KEY, null);
  const normalized = normalizeUser(user);
  writeItem(USER_KEY, normalized ? JSON.stringify(normalized) : null);
  notify();
}

/** Registration: the token issued once the email code is validated. */
export function saveTempAccessToken(token: string | null): void {
  writeItem(TEMP_ACCESS_TOKEN_KEY, token);
  notify();
}

/** Merges fresh fields into the stored user; does nothing when signed out or unchanged. */
export function updateStoredUser(patch: Partial<StoredUser>): void {
  const current = getStoredUser();
  if (!current) return;
  const next: StoredUser = { ...current, ...patch };
  const json = JSON.stringify(next);
  if (json === readItem(USER_KEY)) return;
  writeItem(USER_KEY, json);
  notify();
}

/** Removes the token, the temporary token and the user. */
export function clearSession(): void {
  writeItem(ACCESS_TOKEN_KEY, null);
  writeItem(TEMP_ACCESS_TOKEN_KEY, null);
  writeItem(USER_KEY, null);
  notify();
  for (const listener of [...clearedListeners]) {
    try {
      listener();
    } catch (error) {
      console.error('Session cleanup failed', error);
    }
  }
}

/** Sends the browser to the login route (hash routing). */
export function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  const current = window.location.hash.replace(/^#/, '');
  if (current === LOGIN_PATH || current.startsWith(`${LOGIN_PATH}?`)) return;
  window.location.hash = `#${LOGIN_PATH}`;
}

/** Words a logout leaves for the login page (kept in memory only: the session they speak of is gone). */
let signedOutNotice: string | null = null;

/**
 * Logout button, the 404 'User not found' rule, and a deleted account, whose `notice` (the
 * server's words) the login page then shows.
 */
export function logout(notice?: string): void {
  signedOutNotice = notice ?? null;
  clearSession();
  redirectToLogin();
}

/** The login page's notice from the last logout: kept while the page is open, shown once. */
export function useSignedOutNotice(): string | null {
  const [notice] = useState(() => signedOutNotice);
  useEffect(() => {
    signedOutNotice = null;
  }, []);
  return notice;
}

/** A 401 (or UNAUTHENTICATED) on any non-login call. */
export function handleUnauthorized(): void {
  clearSession();
  redirectToLogin();
}

export const USER_NOT_FOUND = 'User not found';

/** 'Welcome, {name}': the candidate's first name or the company's name, else 'there'. */
export function displayName(user: StoredUser | null): string {
  if (!user) return 'there';
  if (user.user_type === 'candidate') return user.first_name || 'there';
  if (user.user_type === 'company') return user.company_name || 'there';
  return user.first_name || user.company_name || 'there';
}
