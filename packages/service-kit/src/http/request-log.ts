import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { traceIdOf } from '../telemetry/tracing.js';
import { loggableUrl } from './loggable-url.js';

/**
 * One log line per request, when it completes (method, path, status, time), instead of Fastify's
 * two ("incoming request", then "request completed"): each line is a synchronous write, and on a
 * trivial query the pair was about a tenth of the gateway's CPU. Failures keep their error line.
 */
class CompletedRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // The correlation id is on every line of the request already (Fastify's request id); the trace id when tracing is on.
    // With trustProxy (the gateway behind an ingress), Fastify's `ip` reads the socket's address
    // without checking that the request still has its socket; by the time an upload's reply completes
    // Node may have let go of it, and the TypeError thrown here crashed the gateway (found by the kube
    // journey, deploy/containers/journeys.test.ts). Without trustProxy Fastify checks.
    const line = {
      req: { method: request.method, url: loggableUrl(request.url), remoteAddress: request.raw.socket ? request.ip : undefined },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
      traceId: traceIdOf(request),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** A caller's id is kept when it is a plausible id (it lands on every log line); otherwise a new one. */
const CORRELATION_ID = /^[\w.:@-]{1,128}$/;

function correlationIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-correlation-id'];
  return typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify options of every service and the gateway. The request id is the correlation id: the
 * caller's `x-correlation-id`, or a new one, so every log line of the request carries it as
 * `correlationId` and the gateway passes the same one on to the services.
 */
export function requestLogOptions(): Pick<FastifyServerOptions, 'logController' | 'requestIdHeader' | 'genReqId'> {
  return { logController: new CompletedRequestLog({ requestIdLogLabel: 'correlationId' }), requestIdHeader: false, genReqId: correlationIdOf };
}
