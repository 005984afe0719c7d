import { createHash } from 'node:crypto';
import { authInternalPost } from './auth-internal.js';

/** `any`: keys may send any operation (registered ones by hash too); `trusted`: only registered ones. */
export type TrustedDocumentMode = 'any' | 'trusted';

export type DocumentLookup = (companyUserId: string, hash: string) => Promise<string | null>;

interface Cached {
  body: string | null;
  until: number;
}

/** A refusal in GraphQL's shape; codes as Apollo's persisted-query protocol names them. */
export interface DocumentRefusal {
  status: number;
  message: string;
  code: 'PERSISTED_QUERY_NOT_FOUND' | 'PERSISTED_QUERY_NOT_IN_LIST' | 'BAD_REQUEST';
}

const FOUND_TTL_MS = 5 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface PostedOperation {
  query?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } };
}

/**
 * Trusted documents for API keys (docs/decisions/partner-api.md#trusted-documents): a request may
 * name a registered operation by `extensions.persistedQuery.sha256Hash` and leave out its text;
 * the gateway fills the text in from the company's registered documents. In `trusted` mode a key's
 * request runs only when its text is one of them, whether sent by hash or in full.
 */
export class TrustedDocuments {
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly options: { mode: TrustedDocumentMode; missTtlMs: number; lookup: DocumentLookup; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private async bodyOf(companyUserId: string, hash: string): Promise<string | null> {
    const id = `${companyUserId}:${hash}`;
    const cached = this.cache.get(id);
    if (cached && cached.until > this.now()) return cached.body;
    const body = await this.options.lookup(companyUserId, hash);
    if (this.cache.size >= 10_000) this.cache.clear();
    this.cache.set(id, { body, until: this.now() + (body === null ? this.options.missTtlMs : FOUND_TTL_MS) });
    return body;
  }

  /** After a document is removed through this gateway. */
  invalidate(): void {
    this.cache.clear();
  }

  /** Fills in a registered operation's text, or says why the request may not run. Changes `body` in place. */
  async apply(companyUserId: string, method: string, body: unknown): Promise<DocumentRefusal | null> {
    const trusted = this.options.mode === 'trusted';
    if (method !== 'POST') {
      return trusted ? { status: 405, message: 'Send operations by POST with an API key', code: 'BAD_REQUEST' } : null;
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return trusted ? { status: 400, message: 'Send one operation per request', code: 'BAD_REQUEST' } : null;
    }
    const operation = body as PostedOperation;
    const hash = operation.extensions?.persistedQuery?.sha256Hash;
    const hasText = typeof operation.query === 'string' && operation.query.length > 0;
    if (typeof hash === 'string' && !hasText) {
      const text = await this.bodyOf(companyUserId, hash.toLowerCase());
      if (text !== null) {
        operation.query = text;
        return null;
      }
      // Without a registered document the request goes on to Apollo's own persisted-query cache
      // (which asks for the text) unless only registered documents may run.
      return trusted ? { status: 400, message: 'Unknown document: register the operation for your API keys first', code: 'PERSISTED_QUERY_NOT_FOUND' } : null;
    }
    if (!trusted) return null;
    if (!hasText) return { status: 400, message: 'Send a registered operation by its hash', code: 'BAD_REQUEST' };
    const registered = await this.bodyOf(companyUserId, sha256(operation.query as string));
    if (registered === null) {
      return { status: 400, message: 'Only registered operations run with an API key here: register this one first', code: 'PERSISTED_QUERY_NOT_IN_LIST' };
    }
    return null;
  }
}

/** The auth service's document lookup. */
export function authDocumentLookup(authSubgraphUrl: string, headers: () => Record<string, string> = () => ({})): DocumentLookup {
  const post = authInternalPost(authSubgraphUrl, '/internal/trusted-documents/resolve', headers);
  return async (companyUserId, hash) => {
    const response = await post({ companyUserId, hash });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Trusted document lookup answered ${response.status}`);
    return ((await response.json()) as { body: string }).body;
  };
}
