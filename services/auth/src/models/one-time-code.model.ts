/**
 * A 6-digit code mailed for email verification or a password reset (the service kit's model, in
 * this service's `one_time_codes` collection). Only its HMAC is stored. Codes of one address and
 * purpose form a sequence (`_id` = `<purpose>:<email>:<seq>`): issuing is an insert of the next
 * number, so two racing requests cannot both issue one inside the resend cooldown, and only the
 * newest code of a sequence is valid.
 */
export { oneTimeCodeModel, type OneTimeCode, type OneTimeCodeModel } from '@hiring/service-kit';

export type CodePurpose = 'verify-email' | 'reset-password';
