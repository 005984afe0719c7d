import { apolloClient } from '../../app/apollo';
import { errorMessage } from '../../app/error-message';
import { LOGIN } from './graphql/login.mutation';
import { LOGIN_MESSAGES } from './messages';

export type SignInResult = { session: { accessToken: string; user: unknown } } | { error: string };

/**
 * The Login mutation and the text of its failure. Its own module, imported by the sign-in page when
 * it is shown but not before it is drawn: the GraphQL client stays off the page's first screen.
 */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  try {
    const { data } = await apolloClient.mutate({ mutation: LOGIN, variables: { email, password } });
    const session = data?.login;
    if (session?.accessToken && session.user) return { session: { accessToken: session.accessToken, user: session.user } };
    return { error: LOGIN_MESSAGES.noSession };
  } catch (caught) {
    return { error: errorMessage(caught, LOGIN_MESSAGES.failed) };
  }
}
