import { VerifyAdditionalEmailDocument } from '../generated/graphql.js';

/** The document is graphql/shared/candidate/verify-additional-email.mutation.graphql (shared by the web app and the REST facade). */
export const VERIFY_ADDITIONAL_EMAIL = VerifyAdditionalEmailDocument;
