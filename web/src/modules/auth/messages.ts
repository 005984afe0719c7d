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
