import { ReferralFieldsFragmentDoc } from '../generated/graphql.js';

/** The document is graphql/shared/candidate/referral-fields.fragment.graphql (shared by the web app and the REST facade). */
export const REFERRAL_FIELDS = ReferralFieldsFragmentDoc;
