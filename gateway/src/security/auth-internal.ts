/**
 * A JSON POST to one of the auth service's internal routes, which sit next to its subgraph
 * (`.../graphql` -> `.../internal/...`) and answer only callers with the internal secret.
 */
export function authInternalPost(
  authSubgraphUrl: string,
  path: string,
  headers: () => Record<string, string>,
  timeoutMs = 3000,
): (body: unknown) => Promise<Response> {
  const url = authSubgraphUrl.replace(/\/graphql\/?$/, path);
  return (body) =>
    fetch(url, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
}
