import { graphql } from '../../../generated';

/** The signed-in user, used to refresh the locally stored user. */
export const ME = graphql(`
  query Me {
    me {
      id
      email
      userType
      isAdmin
      firstName
      candidateProfile {
        firstName
        lastName
      }
      companyProfile {
        companyName
      }
    }
  }
`);
