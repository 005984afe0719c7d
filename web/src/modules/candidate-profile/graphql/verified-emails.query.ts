import { VerifiedEmailsDocument } from '../../../generated/graphql';

/**
 * The candidate's addresses, the primary one first.
 * The document is graphql/shared/candidate/verified-emails.query.graphql, shared by the web app and the REST facade.
 */
export const VERIFIED_EMAILS = VerifiedEmailsDocument;
