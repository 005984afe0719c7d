import { SendReferralDocument } from '../../../generated/graphql';

/**
 * Invites a friend; the answer's text is the success notice, the referral the new slot.
 * The document is graphql/shared/candidate/send-referral.mutation.graphql, shared by the web app and the REST facade.
 */
export const SEND_REFERRAL = SendReferralDocument;
