/** A subgraph's answer as tests read it. */
export interface GraphqlResult<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; [key: string]: unknown } }[];
}

export interface SubgraphCallOptions {
  variables?: Record<string, unknown>;
  /** Sent as the bearer token; none when absent or null. */
  token?: string | null;
  headers?: Record<string, string>;
}

export type SubgraphClient = <T>(query: string, options?: SubgraphCallOptions) => Promise<GraphqlResult<T>>;

/** Calls one service's subgraph directly, without the gateway (what a service's own tests do). */
export function subgraphClient(service: { url: string }): SubgraphClient {
  return async <T>(query: string, { variables = {}, token, headers = {} }: SubgraphCallOptions = {}) => {
    const response = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphqlResult<T>;
  };
}
