import { lazy, Suspense, type ComponentType } from 'react';

/** Held while a route's code downloads: keeps the layout around it, says nothing (it is brief). */
function RouteLoading() {
  return <div className="route-loading" aria-busy="true" />;
}

/**
 * A route element whose code is its own chunk, fetched on the first visit to the route. `load`
 * resolves to the component; with `withApollo` the GraphQL client's module is fetched alongside
 * (in parallel, not after the page) and wraps it.
 */
export function lazyRoute(load: () => Promise<ComponentType>, options: { withApollo?: boolean } = {}) {
  const Page = lazy(async () => {
    if (!options.withApollo) return { default: await load() };
    const [{ ApolloScope }, Component] = await Promise.all([import('./ApolloScope'), load()]);
    return {
      default: () => (
        <ApolloScope>
          <Component />
        </ApolloScope>
      ),
    };
  });
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  );
}
