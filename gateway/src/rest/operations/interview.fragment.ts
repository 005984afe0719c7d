import { InterviewFieldsFragmentDoc } from '../generated/graphql.js';

/**
 * The fields of the spec's Interview entity.
 * The document is graphql/shared/interviews/interview-fields.fragment.graphql, shared by the web app and the REST facade.
 */
export const INTERVIEW_FIELDS = InterviewFieldsFragmentDoc;
