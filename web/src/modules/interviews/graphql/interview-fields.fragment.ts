import { InterviewFieldsFragmentDoc } from '../../../generated/graphql';

/**
 * Everything the history shows of an interview; the mutations answer with it so the cache updates the card.
 * The document is graphql/shared/interviews/interview-fields.fragment.graphql, shared by the web app and the REST facade.
 */
export const INTERVIEW_FIELDS = InterviewFieldsFragmentDoc;
