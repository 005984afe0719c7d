import { CANDIDATE_MESSAGES, PASSWORD_REQUEST_MESSAGES } from '@hiring/contracts/vocabulary';
/** The account screens' own texts, shown when the server sent none (docs/product/rules.md#errors). */

export const LOGIN_MESSAGES = { failed: 'Failed to log in', noSession: 'Login failed' } as const;

export const VERIFICATION_MESSAGES = {
  sendFailed: CANDIDATE_MESSAGES.codeSendFailed,
  codeFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend code. Please try again.',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  forgotFailed: PASSWORD_REQUEST_MESSAGES.resetMailFailed,
  invalidLink: PASSWORD_REQUEST_MESSAGES.invalidLink,
  resetFailed: PASSWORD_REQUEST_MESSAGES.resetFailed,
} as const;

/**
 * What the upload accepts (docs/decisions/interview-verification-and-upload.md): one of the
 * candidate's verified addresses must be on the email (a recipient or the sender), else it is
 * refused; it counts as verified only when the company sent it to one of them (a signed To or Cc).
 * One text for the profile's address manager and the registration, so they cannot drift apart.
 */
export const UPLOAD_ADDRESS_RULE = {
  profile:
    'Interview emails must be sent to or from one of your verified addresses to be uploaded, and count as verified only when the company sent them to one of these addresses (To or Cc).',
  registrationEmail: 'Use the address your interview emails were sent to: only emails the company sent to a verified address count as verified.',
  registrationUpload:
    'They must be sent to or from the email address you just verified to be uploaded, and count as verified only when the company sent them to it (To or Cc).',
} as const;
