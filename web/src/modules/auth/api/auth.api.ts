import { api, LOGIN_ENDPOINT } from '../../../app/api';
import { AccountError, call, type ResultBody } from './call';
import type { StoredUser, UserType } from '../../../app/session';

/**
 * The account calls of the REST contract (spec section 7). Each returns the
 * server's answer or throws an Error whose message is ready to show: the
 * server's text when it sent one, else the screen's default (spec section 8).
 */

// ---------------------------------------------------------------------------
// login

export interface LoginResponse extends ResultBody {
  access_token?: string;
  user?: StoredUser;
}

export const LOGIN_MESSAGES = { failed: 'Failed to log in', noSession: 'Login failed' } as const;

/** POST /api/login, retried once on a timeout (spec section 8). */
export async function login(email: string, password: string): Promise<{ accessToken: string; user: StoredUser }> {
  const body = await call(
    () => api.post<LoginResponse>(LOGIN_ENDPOINT, { email: email.trim(), password }, { retryOnTimeout: true }),
    LOGIN_MESSAGES.noSession,
    LOGIN_MESSAGES.failed,
  );
  if (!body?.access_token || !body.user) throw new AccountError(body?.error || LOGIN_MESSAGES.noSession);
  return { accessToken: body.access_token, user: body.user };
}

// ---------------------------------------------------------------------------
// email verification codes

export interface VerificationRequest {
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType | null;
}

export interface VerificationResponse extends ResultBody {
  temp_access_token?: string;
  access_token?: string;
  user?: StoredUser;
}

export const VERIFICATION_MESSAGES = {
  sendRefused: 'Failed to send verification code',
  sendFailed: 'Failed to send verification code. Please try again.',
  codeRefused: 'Invalid verification code',
  codeFailed: 'Verification failed. Please try again.',
  resendRefused: 'Failed to resend code',
  resendFailed: 'Failed to resend code. Please try again.',
} as const;

function identity(request: VerificationRequest) {
  return {
    email: request.email.trim(),
    first_name: request.firstName.trim(),
    last_name: request.lastName.trim(),
    user_type: request.userType,
  };
}

/** POST /api/send-verification-code; `resend` picks the resend texts of section 8. */
export function sendVerificationCode(request: VerificationRequest, { resend = false } = {}): Promise<VerificationResponse> {
  return call(
    () => api.post<VerificationResponse>('/api/send-verification-code', identity(request)),
    resend ? VERIFICATION_MESSAGES.resendRefused : VERIFICATION_MESSAGES.sendRefused,
    resend ? VERIFICATION_MESSAGES.resendFailed : VERIFICATION_MESSAGES.sendFailed,
  );
}

/** POST /api/validate-verification-code. */
export function validateVerificationCode(request: VerificationRequest, code: string): Promise<VerificationResponse> {
  return call(
    () => api.post<VerificationResponse>('/api/validate-verification-code', { ...identity(request), verification_code: code.trim() }),
    VERIFICATION_MESSAGES.codeRefused,
    VERIFICATION_MESSAGES.codeFailed,
  );
}

// ---------------------------------------------------------------------------
// password reset

export const PASSWORD_RESET_MESSAGES = {
  forgotFailed: 'Failed to send reset email. Please try again.',
  invalidLink: 'Invalid reset link. Please request a new password reset.',
  resetFailed: 'Failed to reset password. The code may have expired.',
} as const;

/** POST /api/forgot-password: the same answer for known and unknown addresses. */
export async function forgotPassword(email: string): Promise<void> {
  await call(() => api.post<ResultBody>('/api/forgot-password', { email: email.trim() }), PASSWORD_RESET_MESSAGES.forgotFailed, PASSWORD_RESET_MESSAGES.forgotFailed);
}

/** POST /api/reset-password. */
export async function resetPassword(email: string, code: string, newPassword: string): Promise<void> {
  await call(
    () => api.post<ResultBody>('/api/reset-password', { email: email.trim(), code: code.trim(), new_password: newPassword }),
    PASSWORD_RESET_MESSAGES.resetFailed,
    PASSWORD_RESET_MESSAGES.resetFailed,
  );
}
