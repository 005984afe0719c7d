import { ApolloLink } from '@apollo/client';
import { catchError, from, switchMap, throwError } from 'rxjs';
import { pingHealth, RequestTimeoutError, serverStillCold } from './cold-start';

/**
 * The cold-start rule for GraphQL: when the first request of the page session times out, ping
 * the health route and retry once; operations in `retryAlways` (login) are retried once on any
 * timeout. Never more than one retry. The ping goes to the server of `endpoint`.
 */
export function coldStartLink(retryAlways: ReadonlySet<string>, endpoint: string): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const firstOfSession = serverStillCold();
    return forward(operation).pipe(
      catchError((error: unknown) => {
        if (!(error instanceof RequestTimeoutError)) return throwError(() => error);
        const coldStart = firstOfSession && serverStillCold();
        if (!coldStart && !retryAlways.has(operation.operationName ?? '')) return throwError(() => error);
        return from(coldStart ? pingHealth(endpoint) : Promise.resolve()).pipe(switchMap(() => forward(operation)));
      }),
    );
  });
}
