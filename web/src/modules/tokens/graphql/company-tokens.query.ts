import { graphql } from '../../../generated';

/**
 * The company's token balance. `CompanyTokens` is one object per session in the cache (see the
 * company type policies): the search page, the dashboard and the profile read it, and an unlock
 * or a purchase writes the new balance into it, so every screen shows the same number.
 */
export const COMPANY_TOKENS = graphql(`
  query CompanyTokens {
    companyTokens {
      tokens
    }
  }
`);
