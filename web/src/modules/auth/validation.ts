import { ACCOUNT_MESSAGES } from '@hiring/contracts/vocabulary';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../registration/validation';
import { PASSWORD_RESET_MESSAGES } from './messages';

/** Verify-email page: digits only, at most 6 (docs/product/rules.md#validation). */
export const VERIFY_PAGE_CODE_MESSAGE = ACCOUNT_MESSAGES.codeDigits;

/** Keeps the digits of what was typed or pasted, at most 6. */
export function digitsOnly(value: string, max = 6): string {
  return value.replace(/\D/g, '').slice(0, max);
}

export function validateVerifyPageCode(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : VERIFY_PAGE_CODE_MESSAGE;
}

export interface ResetPasswordInput {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

/** Reset password (docs/product/rules.md#validation): email and code present, new password min 8 and confirmed. */
export function validateResetPassword(input: ResetPasswordInput): string | null {
  if (!input.email.trim() || !input.code.trim()) return PASSWORD_RESET_MESSAGES.invalidLink;
  if (!input.newPassword || !input.confirmPassword) return MESSAGES.passwordMissing;
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (input.newPassword !== input.confirmPassword) return MESSAGES.passwordMismatch;
  return null;
}

/** 'Please wait 25 seconds before requesting a new code': the server's cooldown, in seconds. */
export function retryAfterSeconds(message: string): number | null {
  const match = /\b(\d{1,6}) (second|minute)/i.exec(message);
  if (!match) return null;
  return Number(match[1]) * (match[2]!.toLowerCase() === 'minute' ? 60 : 1);
}
