import { EML_UPLOAD_MESSAGES } from '@hiring/contracts/vocabulary';
/** The registration's own texts, shown when the server sent none (docs/product/rules.md#errors). */
export const REGISTRATION_MESSAGES = {
  registerRefused: 'Registration failed',
  registerFailed: 'Registration failed. Please try again.',
  analyzeRefused: 'Failed to analyze resume',
  analyzeFailed: 'Failed to upload resume. Please try again.',
  uploadFailed: EML_UPLOAD_MESSAGES.failed,
  completeRefused: 'Failed to complete registration',
  completeFailed: 'Failed to complete registration. Please try again.',
} as const;
