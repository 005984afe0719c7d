import { ResendEmailVerificationDocument } from '../../../generated/graphql';

/** The document is graphql/shared/candidate/resend-email-verification.mutation.graphql, shared by the web app and the REST facade. */
export const RESEND_EMAIL_VERIFICATION = ResendEmailVerificationDocument;
