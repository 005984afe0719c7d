import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';

/**
 * Referrals (dashboards spec sections 3, 5, 7, 8): the list with the limit, and sending one.
 * The candidate subgraph owns the rules (3 per candidate, no duplicates, not oneself nor an
 * existing user) and mails the invitation.
 */
const REFERRAL_FIELDS = 'id refereeFirstName refereeLastName refereeEmail hasSignedUp sentAt';
const LIST = `query Referrals { myReferrals { count maxReferrals referrals { ${REFERRAL_FIELDS} } } }`;
const SEND = `mutation SendReferral($input: ReferralInput!) { sendReferral(input: $input) { success message referral { ${REFERRAL_FIELDS} } } }`;

interface ReferralGql {
  id: string;
  refereeFirstName: string;
  refereeLastName: string;
  refereeEmail: string;
  hasSignedUp: boolean;
  sentAt: string;
}

/** The referral entity (dashboards spec section 3). */
export function referralJson(r: ReferralGql) {
  return {
    id: r.id,
    referee_first_name: r.refereeFirstName,
    referee_last_name: r.refereeLastName,
    referee_email: r.refereeEmail,
    has_signed_up: r.hasSignedUp,
    sent_at: r.sentAt,
  };
}

export function registerCandidateReferralRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  app.get(
    '/api/candidate/referrals',
    route(async (request) => {
      const { myReferrals: r } = await runOperation<{ myReferrals: { count: number; maxReferrals: number; referrals: ReferralGql[] } }>(apollo, request, LIST);
      return { success: true, count: r.count, max_referrals: r.maxReferrals, referrals: r.referrals.map(referralJson) };
    }),
  );

  app.post(
    '/api/candidate/send-referral',
    route(async (request) => {
      const body = bodyOf(request.body);
      const input = { firstName: str(body['first_name']), lastName: str(body['last_name']), email: str(body['email']) };
      const { sendReferral } = await runOperation<{ sendReferral: { message: string; referral: ReferralGql } }>(apollo, request, SEND, { input });
      return { success: true, message: sendReferral.message, referral: referralJson(sendReferral.referral) };
    }),
  );
}
