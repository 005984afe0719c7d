/**
 * The one GraphQL client of the tests: POSTs `{ query, variables }` to `<url>/graphql` of the
 * gateway or of one subgraph, and gives back the status, headers and parsed body.
 */

export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

/** A GraphQL answer as tests read it. */
export interface GraphqlResult<T> {
  data?: T | null;
  errors?: GraphqlError[];
}

export interface GraphqlCallOptions {
  variables?: Record<string, unknown>;
  /** Sent as the bearer token; none when absent or null. */
  token?: string | null;
  headers?: Record<string, string>;
  /** More top-level fields of the request body (operationName, extensions). */
  body?: Record<string, unknown>;
}

export interface GraphqlResponse<T> {
  status: number;
  headers: Headers;
  body: GraphqlResult<T>;
}

/** `baseUrl` is the server's address (`…/graphql` is added) or the endpoint itself. */
export async function postGraphql<T = Record<string, unknown>>(baseUrl: string, query: string, options: GraphqlCallOptions = {}): Promise<GraphqlResponse<T>> {
  const { variables = {}, token, headers = {}, body = {} } = options;
  const url = baseUrl.endsWith('/graphql') ? baseUrl : `${baseUrl}/graphql`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables, ...body }),
  });
  const text = await response.text();
  try {
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as GraphqlResult<T> };
  } catch {
    throw new Error(`POST ${url} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
}

export type SubgraphClient = <T>(query: string, options?: GraphqlCallOptions) => Promise<GraphqlResult<T>>;

/** Calls one service's subgraph directly, without the gateway (what a service's own tests do): the body only. */
export function subgraphClient(service: { url: string }): SubgraphClient {
  return async <T>(query: string, options: GraphqlCallOptions = {}) => (await postGraphql<T>(service.url, query, options)).body;
}
