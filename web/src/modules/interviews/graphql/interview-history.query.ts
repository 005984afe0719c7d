import { graphql } from '../../../generated';
import { InterviewHistoryDocument } from '../../../generated/graphql';

/** What the page reads beyond InterviewHistoryBase: each company's link. */
export const INTERVIEW_HISTORY_FIELDS = graphql(`
  fragment InterviewHistoryFields on InterviewHistory {
    ...InterviewHistoryBase
    companies {
      processId
      companyWebsite
    }
  }
`);

/**
 * The candidate's interviews grouped by company (one group per interview process), in the order
 * the page shows them. The document is graphql/shared/interviews/interview-history.query.graphql.
 */
export const INTERVIEW_HISTORY = InterviewHistoryDocument;
