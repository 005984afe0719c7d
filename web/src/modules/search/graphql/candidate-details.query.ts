import { graphql } from '../../../generated';
import { CandidateDetailsDocument } from '../../../generated/graphql';

/** The detail modal's candidate: the same fields as a row (its processes included). */
export const CANDIDATE_DETAILS_FIELDS = graphql(`
  fragment CandidateDetailsFields on CandidateDetails {
    candidate {
      ...SearchCandidateFields
    }
  }
`);

/** The document is graphql/shared/search/candidate-details.query.graphql. */
export const CANDIDATE_DETAILS = CandidateDetailsDocument;
