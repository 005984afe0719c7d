import { useEffect, useState, type ComponentType, type ReactElement } from 'react';

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
 * there renders at once.
 *
 * Not React.lazy and Suspense: React holds a suspended route's content back for up to 300 ms after
 * its placeholder showed (a timer), which a test's paused clock would hold forever; a state update
 * when the code arrives draws it at once. A failed download is thrown while rendering, for
 * PageErrorBoundary.
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

  function Route() {
    const [state, setState] = useState<{ Component: ComponentType | null; error?: unknown }>(() => ({ Component: loaded }));
    useEffect(() => {
      if (state.Component) return;
      let current = true;
      preload().then(
        (Component) => current && setState({ Component }),
        (error: unknown) => current && setState({ Component: null, error }),
      );
      return () => {
        current = false;
      };
    }, [state.Component]);
    if (state.error !== undefined) throw state.error;
    return state.Component ? <state.Component /> : <RouteLoading />;
  }
  return { element: <Route />, handle: { preload } };
}
