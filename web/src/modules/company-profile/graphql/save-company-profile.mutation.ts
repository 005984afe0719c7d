import { SaveCompanyProfileDocument } from '../../../generated/graphql';

/**
 * Saves the fields sent (the account form or the company form); the saved profile updates the
 * cache. (The screen shows its own success texts, the same as the answer's message.)
 * The document is graphql/shared/company/save-company-profile.mutation.graphql, shared by the web app and the REST facade.
 */
export const SAVE_COMPANY_PROFILE = SaveCompanyProfileDocument;
