import { RegisterWithVerificationDocument } from '../../../generated/graphql';

/**
 * The company's final step; sent with the temporary registration token.
 * The document is graphql/shared/auth/register-with-verification.mutation.graphql, shared by the web app and the REST facade.
 */
export const REGISTER_WITH_VERIFICATION = RegisterWithVerificationDocument;
