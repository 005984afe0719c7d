import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/** Held while a route's code downloads: keeps the layout around it, says nothing (it is brief). */
function RouteLoading() {
  return <div className="route-loading" aria-busy="true" />;
}

export interface LazyRoute {
  element: ReactElement;
  /** Starts the download now (once); resolves when the code is there. */
  handle: { preload: () => Promise<unknown> };
}

/**
 * A route whose code is its own chunk, fetched on the first visit to the route or when `preload`
 * is called. `load` resolves to the component; with `withApollo` the GraphQL client's module is
 * fetched alongside (in parallel, not after the page) and wraps it. A route whose code is already
 * there renders at once, without suspending: a layout that preloaded its page shows both together.
 */
export function lazyRoute(load: () => Promise<ComponentType>, options: { withApollo?: boolean } = {}): LazyRoute {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const resolve = async (): Promise<ComponentType> => {
    if (!options.withApollo) return load();
    const [{ ApolloScope }, Component] = await Promise.all([import('./ApolloScope'), load()]);
    return function WithApollo() {
      return (
        <ApolloScope>
          <Component />
        </ApolloScope>
      );
    };
  };
  const preload = () => (loading ??= resolve().then((component) => (loaded = component)));
  const Pending = lazy(async () => ({ default: await preload() }));

  function Route() {
    // Decided once per mount: switching from the suspending form to the direct one would remount the page.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={<RouteLoading />}>
        <Pending />
      </Suspense>
    );
  }
  return { element: <Route />, handle: { preload } };
}
