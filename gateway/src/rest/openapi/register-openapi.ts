import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { route } from '../execute.js';

export interface ApiRoute {
  method: string;
  url: string;
}

const registered = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route registered on `app` since registerOpenApi (what the document must cover). */
export function registeredApiRoutes(app: FastifyInstance): readonly ApiRoute[] {
  return registered.get(app) ?? [];
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI 3.1 document of /api, built by @fastify/swagger from the routes' own schemas (the
 * request schemas that validate, the response schemas derived from the operations), served as
 * JSON and as a documentation page. Must be registered before the routes: it collects them as
 * they are added. Everything outside /api (GraphQL, the web app) is left out.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: ApiRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    // HEAD twins of GET routes are Fastify's own; the documentation page's assets are not API.
    for (const method of methods)
      if (options.url.startsWith('/api/') && method !== 'HEAD' && !options.url.startsWith(DOCS_PATH)) routes.push({ method, url: options.url });
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hiring marketplace REST API',
        version: '1.0.0',
        description:
          'The /api contract: snake_case JSON; every error is `{ success: false, error, message }` with the text to show. ' +
          'Send the access token as `Authorization: Bearer <token>`. The same data is in the GraphQL API at /graphql.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api/') ? schema : { ...schema, hide: true }, url }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, uiConfig: { docExpansion: 'list' } });
  route(app, {
    method: 'GET',
    url: OPENAPI_PATH,
    public: true,
    summary: 'This document',
    responses: { 200: { type: 'object', description: 'An OpenAPI 3.1 document' } },
    handle: async () => app.swagger(),
  });
}
