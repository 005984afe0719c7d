import { graphql } from '../generated/gql.js';
import { InterviewHistoryDocument } from '../generated/graphql.js';

/** GET /api/interview-history reads InterviewHistoryBase as it is. */
export const INTERVIEW_HISTORY_FIELDS = graphql(`
  fragment InterviewHistoryFields on InterviewHistory {
    ...InterviewHistoryBase
  }
`);

/** The document is graphql/shared/interviews/interview-history.query.graphql (shared by the web app and the REST facade). */
export const INTERVIEW_HISTORY = InterviewHistoryDocument;
