import type { Fetcher, FetcherHeaders, FetcherRequestInit, FetcherResponse } from '@apollo/utils.fetcher';
import { Pool } from 'undici';

/**
 * The gateway's HTTP client for subgraph calls: one undici connection pool per subgraph origin,
 * kept alive. Apollo's default (make-fetch-happen over node-fetch) spent more CPU in its cache,
 * retry and agent layers than the subgraph call itself (profile in docs/decisions/gateway-overhead.md);
 * subgraph answers are never cached or retried here anyway.
 */
export function subgraphFetcher(options: { connectionsPerSubgraph?: number } = {}): Fetcher & { close(): Promise<void> } {
  const pools = new Map<string, Pool>();
  const poolFor = (origin: string): Pool => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { connections: options.connectionsPerSubgraph ?? 64, pipelining: 1, keepAliveTimeout: 30_000 });
      pools.set(origin, pool);
    }
    return pool;
  };
  const fetcher = async (url: string, init: FetcherRequestInit = {}): Promise<FetcherResponse> => {
    const target = new URL(url);
    const answer = await poolFor(target.origin).request({
      path: target.pathname + target.search,
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      headers: init.headers,
      body: init.body,
      signal: init.signal as AbortSignal | undefined,
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    return new BufferedResponse(url, answer.statusCode, headersOf(answer.headers), body);
  };
  return Object.assign(fetcher, {
    close: async () => {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
      pools.clear();
    },
  });
}

function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** A fully read answer: what RemoteGraphQLDataSource reads (status, headers, text or JSON). */
class BufferedResponse implements FetcherResponse {
  bodyUsed = false;
  readonly redirected = false;
  readonly statusText = '';

  constructor(
    readonly url: string,
    readonly status: number,
    readonly headers: FetcherHeaders,
    private readonly body: Buffer,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  async text(): Promise<string> {
    this.bodyUsed = true;
    return this.body.toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    this.bodyUsed = true;
    return this.body.buffer.slice(this.body.byteOffset, this.body.byteOffset + this.body.byteLength) as ArrayBuffer;
  }

  clone(): FetcherResponse {
    return new BufferedResponse(this.url, this.status, this.headers, this.body);
  }
}
