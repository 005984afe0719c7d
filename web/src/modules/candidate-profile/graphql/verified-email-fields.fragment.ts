import { VerifiedEmailFieldsFragmentDoc } from '../../../generated/graphql';

/** The document is graphql/shared/candidate/verified-email-fields.fragment.graphql (shared by the web app and the REST facade). */
export const VERIFIED_EMAIL_FIELDS = VerifiedEmailFieldsFragmentDoc;
