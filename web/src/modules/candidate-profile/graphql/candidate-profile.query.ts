import { CandidateProfileDocument } from '../../../generated/graphql';

/**
 * The profile page: the candidate profile, and the account's names for the moments after
 * registration when the candidate service has not built the profile yet (it is null then).
 * The document is graphql/shared/candidate/candidate-profile.query.graphql, shared by the web app and the REST facade.
 */
export const CANDIDATE_PROFILE = CandidateProfileDocument;
