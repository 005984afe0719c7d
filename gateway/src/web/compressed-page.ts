import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

interface Variant {
  body: Buffer;
  etag: string;
}

/** Brotli first (smaller), then gzip; the order @fastify/static uses for the assets. */
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to answer with, or null for the identity body (no or unusable Accept-Encoding). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  // `*` (any) means gzip, as @fastify/static reads it.
  return header ? negotiator.negotiate(header.toLowerCase().replace(/\*/g, 'gzip')) : null;
}

/**
 * The web app's page, compressed once at start (it changes only with a new build or brand), sent
 * in the encoding the browser accepts with a strong ETag per encoding, so that a revalidation
 * (`cache-control: no-cache`) costs a 304 and no body.
 */
export function compressedPage(html: string): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const identity = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const variants: Record<Encoding | 'identity', Variant> = {
    identity: { body: identity, etag: `"${hash}"` },
    br: { body: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }), etag: `"${hash}-br"` },
    gzip: { body: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }), etag: `"${hash}-gz"` },
  };
  return (request, reply) => {
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const { body, etag } = variants[encoding ?? 'identity'];
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.header('content-length', body.length).send(body);
  };
}
