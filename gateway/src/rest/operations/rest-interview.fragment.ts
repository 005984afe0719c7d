import { graphql } from '../generated/gql.js';

/**
 * The spec's "interview or company entry (search)" as the REST facade answers it: the fields the
 * web reads too (graphql/shared/search/search-interview-fields.fragment.graphql) and the evidence
 * level in words (`evidence.level`, `level_label`, `level_description`; issue 27).
 */
export const REST_INTERVIEW_FIELDS = graphql(`
  fragment RestInterviewFields on SearchInterview {
    ...SearchInterviewFields
    evidence {
      level
      levelLabel
      levelDescription
    }
  }
`);
