import { graphql } from '../../../generated';

/** The API tab's webhooks (docs/partners.md#webhooks). */
const ENDPOINT_FIELDS = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    disabledReason
    consecutiveFailures
    createdAt
  }
`);
void ENDPOINT_FIELDS;

export const WEBHOOK_ENDPOINTS = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

export const CREATE_WEBHOOK_ENDPOINT = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const UPDATE_WEBHOOK_ENDPOINT = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const DELETE_WEBHOOK_ENDPOINT = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId, first: 20) {
      totalCount
      edges {
        node {
          id
          eventType
          state
          attemptCount
          nextAttemptAt
          createdAt
          attempts {
            statusCode
            error
          }
        }
      }
    }
  }
`);

export const REPLAY_WEBHOOK_DELIVERY = graphql(`
  mutation ReplayWebhookDelivery($id: ID!) {
    replayWebhookDelivery(id: $id) {
      id
      state
    }
  }
`);

export const WEBHOOK_SETTINGS = graphql(`
  query WebhookSettings {
    webhookSettings {
      lowTokensThreshold
    }
  }
`);

export const UPDATE_WEBHOOK_SETTINGS = graphql(`
  mutation UpdateWebhookSettings($input: WebhookSettingsInput!) {
    updateWebhookSettings(input: $input) {
      lowTokensThreshold
    }
  }
`);
