import type { ApolloCache, ApolloClient } from '@apollo/client';
import { COMPANY_TOKENS } from './graphql/company-tokens.query';

/**
 * Writes a balance an answer carried (an unlock's `tokens`) into the one cached `CompanyTokens`:
 * the search page, the dashboard and the profile all show it at once.
 */
export function writeBalance(cache: ApolloCache, tokens: number): void {
  // The generated types leave __typename out; the cache needs it to find the one CompanyTokens.
  const companyTokens = { __typename: 'CompanyTokens' as const, tokens };
  cache.writeQuery({ query: COMPANY_TOKENS, data: { companyTokens } });
}

/** The cached balance, if a screen has read it. */
export function cachedBalance(cache: ApolloCache): number | null {
  return cache.readQuery({ query: COMPANY_TOKENS })?.companyTokens.tokens ?? null;
}

/** How long a purchase waits for the wallet to show its grant (the REST facade waited as long). */
export const GRANT_WAIT_MS = 10_000;

/**
 * After a grant: the wallet hears of it through Kafka, so the balance is read again (into the
 * cache, so every screen shows it) until it shows the grant or GRANT_WAIT_MS has passed. With no
 * known balance before, one read is all there is to do.
 */
export async function awaitGrantedBalance(client: ApolloClient, before: number | null, granted: number, waitMs = GRANT_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let delay = 100; ; delay = Math.min(delay * 2, 500)) {
    const tokens = await client
      .query({ query: COMPANY_TOKENS, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.companyTokens.tokens ?? null)
      .catch(() => null);
    if (before === null || (tokens !== null && tokens >= before + granted) || Date.now() + delay > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
