import { graphql } from '../generated/gql.js';

/** The user object of login and registration answers. */
export const USER_FIELDS = graphql(`
  fragment UserFields on User {
    id
    email
    userType
    firstName
    lastName
    companyName
    emailVerified
    isAdmin
  }
`);
