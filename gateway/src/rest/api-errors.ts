import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registeredApiRoutes } from './openapi/register-openapi.js';
import { API_ERROR_MESSAGES, frameworkRefusalText } from './execute.js';

const isApi = (url: string): boolean => url === '/api' || url.startsWith('/api/');

function sendApiError(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ success: false, error: text, message: text });
}

/** `/api/interview/:id` → a pattern matching `/api/interview/abc` (one path segment per parameter). */
function pathPattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * The methods each /api path answers, read from the routes registered since registerOpenApi (the
 * same list the document is built from), so the 405's `Allow` cannot differ from the document.
 */
function allowedMethods(app: FastifyInstance): (path: string) => string[] {
  let table: { pattern: RegExp; methods: Set<string> }[] | undefined;
  return (path) => {
    // Built on first use: every route is registered by then.
    if (!table) {
      const byUrl = new Map<string, Set<string>>();
      for (const { method, url } of registeredApiRoutes(app)) {
        const methods = byUrl.get(url) ?? new Set<string>();
        methods.add(method);
        // Fastify answers HEAD for every GET route itself.
        if (method === 'GET') methods.add('HEAD');
        byUrl.set(url, methods);
      }
      table = [...byUrl].map(([url, methods]) => ({ pattern: pathPattern(url), methods }));
    }
    const allowed = new Set<string>();
    for (const entry of table) if (entry.pattern.test(path)) for (const method of entry.methods) allowed.add(method);
    return [...allowed].sort();
  };
}

/**
 * What Fastify answers itself for /api, in the contract's error body: an unknown path is a 404, a
 * known path with a method it does not have a 405 with `Allow` (RFC 9110 §15.5.6), an address
 * the router refuses (too long a parameter: 414; undecodable: 400) through `frameworkErrors`.
 * Everything outside /api (the web app) keeps Fastify's plain answers.
 */
export function registerApiNotFound(app: FastifyInstance): void {
  const allowedFor = allowedMethods(app);
  const notFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split('?')[0] ?? request.url;
    if (!isApi(path)) return reply.code(404).send('Not found');
    const allowed = allowedFor(path);
    if (allowed.length === 0) return sendApiError(reply, 404, API_ERROR_MESSAGES.notFound);
    const list = allowed.join(', ');
    reply.header('allow', list);
    return sendApiError(reply, 405, API_ERROR_MESSAGES.methodNotAllowed(list));
  };
  app.setNotFoundHandler(notFound);
  // Errors outside any /api route's own handler: those of the not-found route (a QUERY without a
  // content type is refused before the not-found handler runs) and of hooks of unrouted requests.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!isApi(request.url)) return reply.send(error);
    if (request.is404) return notFound(request, reply);
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'unexpected /api error');
    return sendApiError(reply, status, status >= 500 ? 'Internal server error' : (frameworkRefusalText(error) ?? error.message));
  });
}

/** Fastify's `frameworkErrors` option: the router's own refusals, before any route or hook. */
export function apiFrameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  if (!isApi(request.url)) {
    void reply.code(status).send({ statusCode: status, error: error.code, message: error.message });
    return;
  }
  void sendApiError(reply, status, status === 414 ? API_ERROR_MESSAGES.uriTooLong : API_ERROR_MESSAGES.badUrl);
}
