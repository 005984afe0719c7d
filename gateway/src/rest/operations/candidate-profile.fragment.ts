import { graphql } from '../generated/gql.js';

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
    education {
      institution
      degreeLevel
      fieldOfStudy
    }
    certifications
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
    yearsExperience
    revision
    updatedAt
  }
`);
