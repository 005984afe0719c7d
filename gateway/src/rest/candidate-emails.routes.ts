import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import { VERIFIED_EMAILS } from './operations/verified-emails.query.js';
import { ADD_EMAIL } from './operations/add-email.mutation.js';
import { VERIFY_ADDITIONAL_EMAIL } from './operations/verify-additional-email.mutation.js';
import { RESEND_EMAIL_VERIFICATION } from './operations/resend-email-verification.mutation.js';
import { REMOVE_EMAIL } from './operations/remove-email.mutation.js';

/**
 * A candidate's email addresses (profiles spec 2.1, 3, 4, 5, 7): list, add, verify with the mailed
 * code, resend, remove. Each route is one operation of the candidate subgraph, which owns every
 * rule (3 addresses with the login one, primary not removable, one account per address, codes).
 */
export function registerCandidateEmailRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  route(app, {
    method: 'GET',
    url: '/api/candidate/verified-emails',
    handle: async (request) => {
      const { myVerifiedEmails } = await runOperation(apollo, request, VERIFIED_EMAILS);
      return { success: true, ...toRest(myVerifiedEmails) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/candidate/add-email',
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { addEmail } = await runOperation(apollo, request, ADD_EMAIL, { email: str(body['email']) });
      return { success: true, ...toRest(addEmail) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/candidate/verify-additional-email',
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
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { resendEmailVerification } = await runOperation(apollo, request, RESEND_EMAIL_VERIFICATION, { email: str(body['email']) });
      return { success: true, ...toRest(resendEmailVerification) };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/candidate/remove-email/:id',
    handle: async (request) => {
      const { id } = request.params as { id: string };
      const { removeEmail } = await runOperation(apollo, request, REMOVE_EMAIL, { id });
      return { success: true, ...toRest(removeEmail) };
    },
  });
}
