import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import type { OperationSchemas } from './openapi/json-schema.js';
import { Text, body, ok } from './openapi/request-schemas.js';
import { REFERRALS } from './operations/referrals.query.js';
import { SEND_REFERRAL } from './operations/send-referral.mutation.js';

/**
 * Referrals (docs/product/data.md#data-and-entities, docs/product/rules.md#validation, docs/product/api.md#rest-api, docs/product/rules.md#errors): the list with the limit, and sending one.
 * The candidate subgraph owns the rules (3 per candidate, no duplicates, not oneself nor an
 * existing user) and mails the invitation.
 */
export function registerCandidateReferralRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, docs: OperationSchemas): void {
  route(app, {
    method: 'GET',
    url: '/api/candidate/referrals',
    summary: "Candidates: the candidate's referrals and the limit",
    responses: { 200: ok({}, docs.objectField(REFERRALS, 'myReferrals')) },
    handle: async (request) => {
      const { myReferrals } = await runOperation(apollo, request, REFERRALS);
      return { success: true, ...toRest(myReferrals) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/candidate/send-referral',
    summary: 'Candidates: invites someone by email',
    schema: { body: body({ first_name: Text, last_name: Text, email: Text }) },
    responses: { 200: ok({}, docs.objectField(SEND_REFERRAL, 'sendReferral')) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const input = { firstName: str(body['first_name']), lastName: str(body['last_name']), email: str(body['email']) };
      const { sendReferral } = await runOperation(apollo, request, SEND_REFERRAL, { input });
      return { success: true, ...toRest(sendReferral) };
    },
  });
}
