import { SendVerificationCodeDocument } from '../generated/graphql.js';

/** The document is graphql/shared/auth/send-verification-code.mutation.graphql (shared by the web app and the REST facade). */
export const SEND_VERIFICATION_CODE = SendVerificationCodeDocument;
