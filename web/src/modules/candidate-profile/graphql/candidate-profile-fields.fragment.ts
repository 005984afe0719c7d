import { graphql } from '../../../generated';

/** What the profile page shows and edits; the update answers with it so the cache updates the page. */
export const CANDIDATE_PROFILE_FIELDS = graphql(`
  fragment CandidateProfileFields on CandidateProfile {
    id
    email
    firstName
    lastName
    linkedinUrl
    preferredLocation
    workModel
    expectedBaseSalary
    dreamScenarioBaseSalary
    isStrictlyRemote
    education {
      institution
      degreeLevel
      fieldOfStudy
    }
    skills
    workExperiences {
      company
      jobTitle
      startMonth
      startYear
      endMonth
      endYear
      isCurrent
    }
  }
`);
