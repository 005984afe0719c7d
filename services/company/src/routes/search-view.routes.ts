import type { FastifyInstance } from 'fastify';
import type { Connection } from 'mongoose';
import type { OpenSearchSearch } from '../domain/search/opensearch/opensearch-search.js';

/**
 * For operators and tests (internal, like every route but the subgraph's): how many candidates
 * the search index holds, and whether the index writer's group has handled a given event (its
 * dedupe marker is written once the document is written and searchable).
 */
export function registerSearchViewRoutes(app: FastifyInstance, deps: { index: OpenSearchSearch; connection: Connection; group: string }): void {
  // The index the alias points at now: after a rebuild, not the mapping version's first one.
  app.get('/search-view', async () => ({ documents: await deps.index.count(), indices: await deps.index.aliasTargets(), alias: deps.index.alias }));
  app.get<{ Params: { id: string } }>('/search-view/events/:id', async (request) => ({
    applied: (await deps.connection.collection('processed_events').countDocuments({ _id: `${deps.group}:${request.params.id}` } as never)) > 0,
  }));
}
