import { INDUSTRIES, COMPANY_SIZES, CANDIDATE_MESSAGES, COMPANY_PROFILE_MESSAGES } from '@hiring/contracts/vocabulary';
import type { CompanyProfileFieldsFragment } from '../../generated/graphql';

/** The company profile's texts (docs/product/rules.md#errors, word for word) and form options. */
export const PROFILE_TEXT = {
  loadFailed: CANDIDATE_MESSAGES.profileLoadFailed,
  accountSaved: COMPANY_PROFILE_MESSAGES.accountUpdated,
  accountFailed: CANDIDATE_MESSAGES.accountFailed,
  companySaved: COMPANY_PROFILE_MESSAGES.companyUpdated,
  companyFailed: 'Failed to update company information',
  passwordChanged: CANDIDATE_MESSAGES.passwordChanged,
  passwordFailed: CANDIDATE_MESSAGES.passwordFailed,
  passwordTooShort: CANDIDATE_MESSAGES.newPasswordTooShort,
  passwordsDiffer: CANDIDATE_MESSAGES.newPasswordsDoNotMatch,
  verifyEmail: 'Please verify your email address',
  notFound: COMPANY_PROFILE_MESSAGES.notFound,
} as const;

/** Industry options: the shared list sign-up offers too (issue 32); the company service accepts the same. */
export const PROFILE_INDUSTRIES = INDUSTRIES;
export const PROFILE_SIZES = COMPANY_SIZES;

export type CompanyProfile = CompanyProfileFieldsFragment;
