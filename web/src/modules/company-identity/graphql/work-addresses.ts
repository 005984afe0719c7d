import { graphql } from '../../../generated';

/** Sends a 6-digit code to a work address (the server refuses personal mail providers). */
export const REQUEST_WORK_ADDRESS_CODE = graphql(`
  mutation RequestWorkAddressCode($email: String!) {
    requestWorkAddressCode(email: $email) {
      email
      message
    }
  }
`);

/** The code back: the answer is the profile with the address among its verified ones (the cache updates every screen). */
export const VERIFY_WORK_ADDRESS = graphql(`
  mutation VerifyWorkAddress($email: String!, $code: String!) {
    verifyWorkAddress(email: $email, code: $code) {
      ...CompanyProfileFields
    }
  }
`);
