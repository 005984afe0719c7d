import { graphql } from '../../../generated';

/** Named `Login`: the Apollo links exempt it from the 401 rule and retry it once on any timeout. */
export const LOGIN = graphql(`
  mutation Login($email: String, $password: String) {
    login(email: $email, password: $password) {
      accessToken
      user {
        ...SessionUser
      }
    }
  }
`);
