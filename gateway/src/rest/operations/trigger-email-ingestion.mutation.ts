import { graphql } from '../generated/gql.js';

export const TRIGGER_EMAIL_INGESTION = graphql(`
  mutation TriggerEmailIngestion {
    triggerEmailIngestion {
      message
      poll {
        ...PollFields
      }
    }
  }
`);
