import { CandidateProfileDocument } from '../generated/graphql.js';

/**
 * The candidate's profile (the candidate subgraph refuses anyone else) and, while the candidate
 * service builds the profile moments after registration, the account's names to stand in.
 * The document is graphql/shared/candidate/candidate-profile.query.graphql, shared by the web app
 * and the REST facade; its CandidateProfileFields is the facade's own (candidate-profile.fragment.ts).
 */
export const CANDIDATE_PROFILE_PAGE = CandidateProfileDocument;
