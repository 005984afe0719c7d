import { graphql } from '../../../generated';

/** The company's numbers on the dashboard: the stats of a search without filters. */
export const COMPANY_DASHBOARD_STATS = graphql(`
  query CompanyDashboardStats($input: CandidateSearchInput) {
    searchCandidates(input: $input) {
      stats {
        ...SearchStatsFields
      }
    }
  }
`);
