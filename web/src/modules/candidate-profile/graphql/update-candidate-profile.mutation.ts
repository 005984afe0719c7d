import { UpdateCandidateProfileDocument } from '../../../generated/graphql';

/**
 * Any of the three forms (career, account, work history): only the fields given change.
 * The document is graphql/shared/candidate/update-candidate-profile.mutation.graphql, shared by the web app and the REST facade.
 */
export const UPDATE_CANDIDATE_PROFILE = UpdateCandidateProfileDocument;
