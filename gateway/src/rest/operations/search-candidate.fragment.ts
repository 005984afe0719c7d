import { graphql } from '../generated/gql.js';

/**
 * The spec's "candidate search result": `candidate_id` repeats the id and the interviews are
 * `companies`. The personal fields arrive null from the subgraph until unlock.
 */
export const SEARCH_CANDIDATE_FIELDS = graphql(`
  fragment SearchCandidateFields on SearchCandidate {
    id
    candidateId: id
    isUnlocked
    name
    firstName
    lastName
    email
    linkedinUrl
    preferredLocation
    currentCompany
    expectedBaseSalary
    dreamScenarioBaseSalary
    yearsExperience
    workModel
    isStrictlyRemote
    currentPosition
    jobFamily
    jobTitle
    skills
    top5Skills
    education {
      institution
      degreeLevel
      fieldOfStudy
    }
    workExperiences {
      company
      jobTitle
      startMonth
      startYear
      endMonth
      endYear
      isCurrent
    }
    companies: interviews {
      ...SearchInterviewFields
    }
    stats {
      ...CandidateStatsFields
    }
  }
`);
