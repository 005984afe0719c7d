import { graphql } from '../generated/gql.js';

export const REQUEST_WORK_ADDRESS_CODE = graphql(`
  mutation RequestWorkAddressCode($email: String!) {
    requestWorkAddressCode(email: $email) {
      email
      message
    }
  }
`);
