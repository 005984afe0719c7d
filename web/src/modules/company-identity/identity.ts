import { COMPANY_IDENTITY_MESSAGES, COMPANY_NOT_PROVEN_CODE } from '@hiring/contracts/vocabulary';
import { graphqlErrorCode } from '../../app/error-message';

/**
 * Company identity on the web (issue 27, docs/decisions/evidence-levels-and-company-identity.md): a
 * company proves its domain with a verified work address; until then the server refuses search,
 * details, stats and unlocks with COMPANY_NOT_PROVEN, and the screens explain it instead of an error.
 */

/** Where the explanation's button goes: the work-address section of the Company Profile. */
export const WORK_ADDRESS_SECTION_ID = 'cp-work-addresses';
export const WORK_ADDRESS_LINK = '/profile?tab=company&section=work-addresses';

export const IDENTITY_TEXT = {
  notProven: COMPANY_IDENTITY_MESSAGES.notProven,
  notProvenTitle: 'Verify your company to search candidates',
  verifyButton: 'Verify a work address',
  websiteUnproven: COMPANY_IDENTITY_MESSAGES.websiteUnproven,
  codeRequestFailed: 'Could not send the code. Please try again.',
  verifyFailed: 'Could not verify the address. Please try again.',
  codeInvalid: 'Please enter the 6-digit code',
  tenantsIntro: 'Upload any email your hiring system (Greenhouse, Lever, ...) sent to one of your verified work addresses',
  tenantUploadFailed: 'Upload failed',
  tenantsNeedProof: 'Verify a work address first: only mail sent to one of your verified work addresses can bind a hiring system account.',
} as const;

/** Whether a failed call was refused because the company has not proven its identity. */
export function isNotProvenError(error: unknown): boolean {
  return graphqlErrorCode(error) === COMPANY_NOT_PROVEN_CODE;
}

/** A 6-digit code as typed (spaces and dashes dropped), or null when it is not one. */
export function workAddressCode(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mar 12, 2026', or the value as sent when it is not a date. */
export function identityDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
