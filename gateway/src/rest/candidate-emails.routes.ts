import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import type { JsonSchema, OperationSchemas } from './openapi/json-schema.js';
import { IdParam, Text, body, ok } from './openapi/request-schemas.js';
import { VERIFIED_EMAILS } from './operations/verified-emails.query.js';
import { ADD_EMAIL } from './operations/add-email.mutation.js';
import { VERIFY_ADDITIONAL_EMAIL } from './operations/verify-additional-email.mutation.js';
import { RESEND_EMAIL_VERIFICATION } from './operations/resend-email-verification.mutation.js';
import { REMOVE_EMAIL } from './operations/remove-email.mutation.js';

/**
 * A candidate's email addresses (docs/product/screens.md#candidate-profile, docs/product/data.md#data-and-entities, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/api.md#rest-api): list, add, verify with the mailed
 * code, resend, remove. Each route is one operation of the candidate subgraph, which owns every
 * rule (3 addresses with the login one, primary not removable, one account per address, codes).
 */
export function registerCandidateEmailRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, docs: OperationSchemas): void {
  // The document is the web's too (graphql/shared): the graph's `emails` are the spec's `verified_emails`.
  const list = docs.objectField(VERIFIED_EMAILS, 'myVerifiedEmails').properties;
  route(app, {
    method: 'GET',
    url: '/api/candidate/verified-emails',
    summary: "Candidates: the candidate's addresses, the login one first",
    responses: { 200: ok({ max_emails: list['max_emails'] as JsonSchema, verified_emails: list['emails'] as JsonSchema }) },
    handle: async (request) => {
      const { myVerifiedEmails } = await runOperation(apollo, request, VERIFIED_EMAILS);
      return { success: true, max_emails: myVerifiedEmails.maxEmails, verified_emails: toRest(myVerifiedEmails.emails) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/candidate/add-email',
    summary: 'Candidates: adds a pending address and mails its code',
    schema: { body: body({ email: Text }) },
    responses: { 200: ok({}, docs.objectField(ADD_EMAIL, 'addEmail')) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { addEmail } = await runOperation(apollo, request, ADD_EMAIL, { email: str(body['email']) });
      return { success: true, ...toRest(addEmail) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/candidate/verify-additional-email',
    summary: 'Candidates: verifies a pending address with its code',
    schema: { body: body({ email: Text, code: Text, verification_code: Text }) },
    responses: { 200: ok({}, docs.objectField(VERIFY_ADDITIONAL_EMAIL, 'verifyAdditionalEmail')) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const variables = { email: str(body['email']), code: str(body['code'] ?? body['verification_code']) };
      const { verifyAdditionalEmail } = await runOperation(apollo, request, VERIFY_ADDITIONAL_EMAIL, variables);
      return { success: true, ...toRest(verifyAdditionalEmail) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/candidate/resend-email-verification',
    summary: 'Candidates: a new code for a pending address',
    schema: { body: body({ email: Text }) },
    responses: { 200: ok({}, docs.objectField(RESEND_EMAIL_VERIFICATION, 'resendEmailVerification')) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { resendEmailVerification } = await runOperation(apollo, request, RESEND_EMAIL_VERIFICATION, { email: str(body['email']) });
      return { success: true, ...toRest(resendEmailVerification) };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/candidate/remove-email/:id',
    summary: 'Candidates: removes an extra address',
    schema: { params: IdParam },
    responses: { 200: ok({}, docs.objectField(REMOVE_EMAIL, 'removeEmail')) },
    handle: async (request) => {
      const { id } = request.params;
      const { removeEmail } = await runOperation(apollo, request, REMOVE_EMAIL, { id });
      return { success: true, ...toRest(removeEmail) };
    },
  });
}
