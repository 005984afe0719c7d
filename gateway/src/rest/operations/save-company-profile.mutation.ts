import { SaveCompanyProfileDocument } from '../generated/graphql.js';

/** The document is graphql/shared/company/save-company-profile.mutation.graphql (shared by the web app and the REST facade). */
export const SAVE_COMPANY_PROFILE = SaveCompanyProfileDocument;
