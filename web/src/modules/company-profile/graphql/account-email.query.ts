import { graphql } from '../../../generated';

/** Whether the signed-in user's email is verified, as the auth subgraph stores it (the badge). */
export const ACCOUNT_EMAIL_VERIFIED = graphql(`
  query AccountEmailVerified {
    me {
      id
      emailVerified
    }
  }
`);
