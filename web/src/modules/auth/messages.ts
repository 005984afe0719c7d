/** The account screens' own texts, shown when the server sent none (docs/product/rules.md#errors). */

export const LOGIN_MESSAGES = { failed: 'Failed to log in', noSession: 'Login failed' } as const;

export const VERIFICATION_MESSAGES = {
  sendFailed: 'Failed to send verification code. Please try again.',
  codeFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend code. Please try again.',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  forgotFailed: 'Failed to send reset email. Please try again.',
  invalidLink: 'Invalid reset link. Please request a new password reset.',
  resetFailed: 'Failed to reset password. The code may have expired.',
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
