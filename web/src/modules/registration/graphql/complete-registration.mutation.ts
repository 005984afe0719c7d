import { CompleteRegistrationDocument } from '../../../generated/graphql';

/**
 * The candidate's final step; sent with the temporary registration token.
 * The document is graphql/shared/auth/complete-registration.mutation.graphql, shared by the web app and the REST facade.
 */
export const COMPLETE_REGISTRATION = CompleteRegistrationDocument;
