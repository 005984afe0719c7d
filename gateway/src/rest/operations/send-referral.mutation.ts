import { SendReferralDocument } from '../generated/graphql.js';

/** The document is graphql/shared/candidate/send-referral.mutation.graphql (shared by the web app and the REST facade). */
export const SEND_REFERRAL = SendReferralDocument;
