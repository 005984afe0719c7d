import type { FastifyInstance } from 'fastify';
import type { SearchView } from '../domain/search/search-view.js';

/**
 * For operators and tests: what this replica's in-memory search view holds, where it was loaded
 * from, how many live events it applied, and whether it applied a given event.
 */
export function registerSearchViewRoutes(app: FastifyInstance, view: SearchView): void {
  app.get('/search-view', async () => ({ ...view.index.counts, applied: view.feed.applied, loaded: view.loaded }));
  app.get<{ Params: { id: string } }>('/search-view/events/:id', async (request) => ({ applied: view.feed.hasApplied(request.params.id) }));
}
