import { VerifiedEmailsDocument } from '../generated/graphql.js';

/** The document is graphql/shared/candidate/verified-emails.query.graphql (shared by the web app and the REST facade). */
export const VERIFIED_EMAILS = VerifiedEmailsDocument;
