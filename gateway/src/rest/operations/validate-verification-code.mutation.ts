import { ValidateVerificationCodeDocument } from '../generated/graphql.js';

/** The document is graphql/shared/auth/validate-verification-code.mutation.graphql (shared by the web app and the REST facade). */
export const VALIDATE_VERIFICATION_CODE = ValidateVerificationCodeDocument;
