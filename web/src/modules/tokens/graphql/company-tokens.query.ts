import { CompanyTokensDocument } from '../../../generated/graphql';

/**
 * The company's token balance. `CompanyTokens` is one object per session in the cache (see the
 * company type policies): the search page, the dashboard and the profile read it, and an unlock
 * or a purchase writes the new balance into it, so every screen shows the same number.
 * The document is graphql/shared/company/company-tokens.query.graphql, shared by the web app and the REST facade.
 */
export const COMPANY_TOKENS = CompanyTokensDocument;
