import { graphql } from '../../../generated';

/** The user a new session stores (login and both ways to finish registration). */
export const SESSION_USER = graphql(`
  fragment SessionUser on User {
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
