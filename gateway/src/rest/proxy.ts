import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import type { GatewayConfig } from '../config.js';
import { internalHeaders, subgraphUrl } from '../config.js';
import type { SubgraphName } from '../supergraph/subgraphs.js';
import { RestError, route } from './execute.js';
import { injectTraceHeaders, namedScope } from '@hiring/service-kit';

export interface ProxyRoute {
  /** The public path, e.g. `/api/analyze-resume-for-registration`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The service that owns the route, and its Fastify route. */
  service: SubgraphName;
  targetPath: string;
  /** Larger bodies are refused here, before anything is streamed. */
  maxBodyBytes: number;
  tooLargeMessage: string;
  /** Uploads only: the answer when the body is not multipart/form-data. */
  notMultipartMessage?: string;
  /** Answer when the owning service cannot be reached. */
  unavailableMessage: string;
  /** Request headers passed on besides the content type, Authorization and the correlation id. */
  forwardHeaders?: readonly string[];
  /** Content type of a body sent without one. */
  defaultContentType?: string;
  timeoutMs?: number;
  /** Uploads: the multipart file field, documented as the request body. */
  fileField?: string;
  /** Callable without a token (Stripe's webhook: the signature proves it). */
  public?: boolean;
}

/**
 * The exceptions to "every /api route is a GraphQL operation": multipart uploads and Stripe's
 * webhook. The gateway streams the body unparsed (byte for byte: the webhook's signature covers
 * it) to the owning service's route, with the caller's Authorization, correlation id and address,
 * and relays the answer as it is.
 */
export function registerProxy(app: FastifyInstance, config: GatewayConfig, proxy: ProxyRoute): void {
  const target = new URL(subgraphUrl(config, proxy.service).replace(/\/graphql\/?$/, proxy.targetPath));
  // undici with the request stream as the body: global fetch needed a web-stream copy of it and
  // cost the gateway more CPU per upload than the rest of its work.
  const pool = new Pool(target.origin, { connections: 32, keepAliveTimeout: 30_000 });
  app.addHook('onClose', async () => pool.close());

  void app.register(
    namedScope(`proxy ${proxy.path}`, async (scope) => {
      // Leave every body unread: it is streamed to the service as it arrives.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      route(scope, {
        method: 'POST',
        url: proxy.path,
        summary: proxy.summary,
        public: proxy.public ?? false,
        ...(proxy.fileField
          ? {
              documentedBody: {
                contentType: 'multipart/form-data',
                schema: { type: 'object', properties: { [proxy.fileField]: { type: 'string', format: 'binary' } }, required: [proxy.fileField] },
              },
            }
          : {}),
        // No body schema: the body is streamed unread to the service.
        responses: { 200: { description: "The owning service's answer, relayed as it is" } },
        handle: async (request, reply) => {
          const contentType = request.headers['content-type'] ?? proxy.defaultContentType ?? '';
          // The unread rest of a refused body would be taken for the next request: close instead.
          // Multipart without a boundary cannot be parsed by the service either.
          if (proxy.notMultipartMessage && !(contentType.toLowerCase().startsWith('multipart/form-data') && /;\s*boundary=/i.test(contentType))) {
            reply.header('connection', 'close');
            throw new RestError(400, proxy.notMultipartMessage);
          }
          if (Number(request.headers['content-length'] ?? 0) > proxy.maxBodyBytes) {
            reply.header('connection', 'close');
            throw new RestError(413, proxy.tooLargeMessage);
          }
          const headers: Record<string, string> = { 'content-type': contentType, 'x-forwarded-for': request.ip, ...internalHeaders(config) };
          // The request id is the correlation id (the caller's or a new one): the service logs the same.
          headers['x-correlation-id'] = request.id;
          for (const name of ['content-length', 'authorization', ...(proxy.forwardHeaders ?? [])]) {
            const value = request.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          injectTraceHeaders(headers);
          let answer: { status: number; contentType: string | undefined; body: Buffer };
          try {
            const response = await pool.request({
              path: target.pathname,
              method: 'POST',
              headers,
              body: request.raw,
              signal: AbortSignal.timeout(proxy.timeoutMs ?? 60_000),
            });
            const type = response.headers['content-type'];
            answer = { status: response.statusCode, contentType: Array.isArray(type) ? type[0] : type, body: Buffer.from(await response.body.arrayBuffer()) };
          } catch (error) {
            request.log.error({ err: error, target: target.href }, 'proxy to the service failed');
            reply.header('connection', 'close');
            throw new RestError(503, proxy.unavailableMessage);
          }
          // The service answered before it had read the whole body (a 503 while its database is
          // away): the unread rest would stay ahead of the caller's next request on this
          // connection until the keep-alive timeout (72 s, then "fetch failed"). Close it instead.
          if (!request.raw.complete) reply.header('connection', 'close');
          return reply
            .code(answer.status)
            .header('content-type', answer.contentType ?? 'application/json; charset=utf-8')
            .send(answer.body);
        },
      });
    }),
  );
}
