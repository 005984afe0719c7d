import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { registerHealthRoutes } from './health.routes.js';

/**
 * The /api contract of the spec, one route file per area. Every route maps to GraphQL operations
 * (uploads excepted) so it cannot drift from the graph's rules.
 */
export function registerRestFacade(app: FastifyInstance, _apollo: ApolloServer<GatewayContext>, config: GatewayConfig): void {
  registerHealthRoutes(app, config);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ success: false, error: 'Not found', message: 'Not found' });
    }
    return reply.code(404).send('Not found');
  });
}
