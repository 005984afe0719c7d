import { LoginDocument } from '../../../generated/graphql';

/**
 * Named `Login`: the Apollo links exempt it from the 401 rule and retry it once on any timeout.
 * The document is graphql/shared/auth/login.mutation.graphql, shared by the web app and the REST facade.
 */
export const LOGIN = LoginDocument;
