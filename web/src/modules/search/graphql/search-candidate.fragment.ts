import { graphql } from '../../../generated';

/**
 * A candidate as the search rows and the detail modal show it. Personal fields are null until the
 * company unlocks the candidate; the unlock answers the same fields, so the cached candidate (row
 * and modal) takes them at once.
 */
export const SEARCH_CANDIDATE_FIELDS = graphql(`
  fragment SearchCandidateFields on SearchCandidate {
    id
    isUnlocked
    name
    firstName
    lastName
    email
    linkedinUrl
    preferredLocation
    currentCompany
    currentPosition
    expectedBaseSalary
    dreamScenarioBaseSalary
    yearsExperience
    workModel
    isStrictlyRemote
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
    interviews {
      ...SearchInterviewFields
    }
    stats {
      totalInterviews
      totalCompanies
      offersReceived
    }
  }
`);
