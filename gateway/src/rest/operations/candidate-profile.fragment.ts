import { graphql } from '../generated/gql.js';

/** The spec's candidate profile: the fields the web reads too (graphql/shared) and the rest of the spec's. */
export const CANDIDATE_PROFILE_FIELDS = graphql(`
  fragment CandidateProfileFields on CandidateProfile {
    ...CandidateProfileBase
    currentCompany
    currentPosition
    jobFamily
    jobTitle
    workStartMonth
    workStartYear
    workEndMonth
    workEndYear
    currentCompanyEmail
    previousCompanies
    certifications
    yearsExperience
    revision
    updatedAt
  }
`);
