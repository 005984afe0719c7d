import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';

/**
 * A candidate's email addresses (profiles spec 2.1, 3, 4, 5, 7): list, add, verify with the mailed
 * code, resend, remove. Each route is one operation of the candidate subgraph, which owns every
 * rule (3 addresses with the login one, primary not removable, one account per address, codes).
 */
const EMAIL_FIELDS = 'id email isPrimary verified verifiedAt canRemove';
const LIST = `query VerifiedEmails { myVerifiedEmails { maxEmails emails { ${EMAIL_FIELDS} } } }`;
const ADD = `mutation AddEmail($email: String) { addEmail(email: $email) { success message email { ${EMAIL_FIELDS} } } }`;
const VERIFY = `mutation VerifyAdditionalEmail($email: String, $code: String) {
  verifyAdditionalEmail(email: $email, code: $code) { success message email { ${EMAIL_FIELDS} } }
}`;
const RESEND = `mutation ResendEmailVerification($email: String) { resendEmailVerification(email: $email) { success message } }`;
const REMOVE = `mutation RemoveEmail($id: ID!) { removeEmail(id: $id) { success message } }`;

interface VerifiedEmailGql {
  id: string;
  email: string;
  isPrimary: boolean;
  verified: boolean;
  verifiedAt: string | null;
  canRemove: boolean;
}

type EmailResult = { success: boolean; message: string; email: VerifiedEmailGql | null };

/** The verified email entity (profiles spec section 3). */
export function verifiedEmailJson(e: VerifiedEmailGql) {
  return { id: e.id, email: e.email, is_primary: e.isPrimary, verified: e.verified, verified_at: e.verifiedAt, can_remove: e.canRemove };
}

const emailResultJson = (r: EmailResult) => ({ success: true, message: r.message, email: r.email ? verifiedEmailJson(r.email) : null });

export function registerCandidateEmailRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  app.get(
    '/api/candidate/verified-emails',
    route(async (request) => {
      const { myVerifiedEmails } = await runOperation<{ myVerifiedEmails: { maxEmails: number; emails: VerifiedEmailGql[] } }>(apollo, request, LIST);
      return { success: true, verified_emails: myVerifiedEmails.emails.map(verifiedEmailJson), max_emails: myVerifiedEmails.maxEmails };
    }),
  );

  app.post(
    '/api/candidate/add-email',
    route(async (request) => {
      const body = bodyOf(request.body);
      const { addEmail } = await runOperation<{ addEmail: EmailResult }>(apollo, request, ADD, { email: str(body['email']) });
      return emailResultJson(addEmail);
    }),
  );

  app.post(
    '/api/candidate/verify-additional-email',
    route(async (request) => {
      const body = bodyOf(request.body);
      const variables = { email: str(body['email']), code: str(body['code'] ?? body['verification_code']) };
      const { verifyAdditionalEmail } = await runOperation<{ verifyAdditionalEmail: EmailResult }>(apollo, request, VERIFY, variables);
      return emailResultJson(verifyAdditionalEmail);
    }),
  );

  app.post(
    '/api/candidate/resend-email-verification',
    route(async (request) => {
      const body = bodyOf(request.body);
      const { resendEmailVerification } = await runOperation<{ resendEmailVerification: { message: string } }>(apollo, request, RESEND, {
        email: str(body['email']),
      });
      return { success: true, message: resendEmailVerification.message };
    }),
  );

  app.delete(
    '/api/candidate/remove-email/:id',
    route(async (request) => {
      const { id } = request.params as { id: string };
      const { removeEmail } = await runOperation<{ removeEmail: { message: string } }>(apollo, request, REMOVE, { id });
      return { success: true, message: removeEmail.message };
    }),
  );
}
