import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/**
 * One log line per request, when it completes (method, path, status, time), instead of Fastify's
 * two ("incoming request", then "request completed"): each line is a synchronous write, and on a
 * trivial query the pair was about a tenth of the gateway's CPU. Failures keep their error line.
 */
class CompletedRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: { method: request.method, url: request.url, remoteAddress: request.ip }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify options of every service and the gateway. */
export function requestLogOptions(): Pick<FastifyServerOptions, 'logController'> {
  return { logController: new CompletedRequestLog() };
}
