import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import type { GatewayConfig } from '../config.js';
import { internalHeaders, subgraphUrl } from '../config.js';
import type { SubgraphName } from '../supergraph/subgraphs.js';

export interface UploadRoute {
  /** The public path, e.g. `/api/analyze-resume-for-registration`. */
  path: string;
  /** The service that owns the upload, and its Fastify route. */
  service: SubgraphName;
  targetPath: string;
  /** Larger bodies are refused here, before anything is streamed. */
  maxBodyBytes: number;
  tooLargeMessage: string;
  /** Answer when the body is not multipart/form-data. */
  notMultipartMessage: string;
  /** Answer when the owning service cannot be reached. */
  unavailableMessage: string;
  timeoutMs?: number;
}

/**
 * Multipart uploads are the one exception to "every /api route is a GraphQL operation": the
 * gateway streams the body unparsed to the owning service's route, with the caller's
 * Authorization, correlation id and address, and relays the answer as it is.
 */
export function registerUploadProxy(app: FastifyInstance, config: GatewayConfig, route: UploadRoute): void {
  const target = new URL(subgraphUrl(config, route.service).replace(/\/graphql\/?$/, route.targetPath));
  // undici with the request stream as the body: global fetch needed a web-stream copy of it and
  // cost the gateway more CPU per upload than the rest of its work.
  const pool = new Pool(target.origin, { connections: 32, keepAliveTimeout: 30_000 });
  app.addHook('onClose', async () => pool.close());
  const fail = (status: number, message: string) => ({ status, body: { success: false, error: message, message } });

  void app.register(async (scope) => {
    // Leave multipart bodies unread: they are streamed to the service as they arrive.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.post(route.path, async (request, reply) => {
      const contentType = request.headers['content-type'] ?? '';
      if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
        const { status, body } = fail(400, route.notMultipartMessage);
        return reply.code(status).send(body);
      }
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > route.maxBodyBytes) {
        const { status, body } = fail(413, route.tooLargeMessage);
        return reply.code(status).header('connection', 'close').send(body);
      }
      const headers: Record<string, string> = { 'content-type': contentType, 'x-forwarded-for': request.ip, ...internalHeaders(config) };
      if (request.headers['content-length']) headers['content-length'] = String(request.headers['content-length']);
      if (request.headers.authorization) headers['authorization'] = request.headers.authorization;
      const correlationId = request.headers['x-correlation-id'];
      if (typeof correlationId === 'string') headers['x-correlation-id'] = correlationId;
      let answer: { status: number; contentType: string | undefined; body: Buffer };
      try {
        const response = await pool.request({
          path: target.pathname,
          method: 'POST',
          headers,
          body: request.raw,
          signal: AbortSignal.timeout(route.timeoutMs ?? 60_000),
        });
        const contentType = response.headers['content-type'];
        answer = { status: response.statusCode, contentType: Array.isArray(contentType) ? contentType[0] : contentType, body: Buffer.from(await response.body.arrayBuffer()) };
      } catch (error) {
        request.log.error({ err: error, target: target.href }, 'upload proxy failed');
        const { status, body } = fail(503, route.unavailableMessage);
        // The rest of the body was never read: close rather than keep a half-read connection.
        return reply.code(status).header('connection', 'close').send(body);
      }
      return reply
        .code(answer.status)
        .header('content-type', answer.contentType ?? 'application/json; charset=utf-8')
        .send(answer.body);
    });
  });
}
