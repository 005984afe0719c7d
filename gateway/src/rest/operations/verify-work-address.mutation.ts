import { graphql } from '../generated/gql.js';

export const VERIFY_WORK_ADDRESS = graphql(`
  mutation VerifyWorkAddress($email: String!, $code: String!) {
    verifyWorkAddress(email: $email, code: $code) {
      ...CompanyProfileFields
    }
  }
`);
