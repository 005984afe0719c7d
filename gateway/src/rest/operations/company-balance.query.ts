import { CompanyTokensDocument } from '../generated/graphql.js';

/** The document is graphql/shared/company/company-tokens.query.graphql (shared by the web app and the REST facade). */
export const COMPANY_BALANCE = CompanyTokensDocument;
