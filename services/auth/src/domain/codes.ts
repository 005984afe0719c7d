import { CodeBook as KitCodeBook } from '@hiring/service-kit';
import type { CodePurpose } from '../models/one-time-code.model.js';

/**
 * Verification and reset codes: the service kit's code book (6 digits, 15 minutes, 5 tries,
 * 30 s cooldown, HMAC at rest, race-free with unique inserts), with the auth service's purposes.
 */
export { CODE_TTL_MS, RESEND_COOLDOWN_MS, MAX_WRONG_TRIES, isSixDigits, type IssueResult, type CheckResult } from '@hiring/service-kit';

export class CodeBook extends KitCodeBook<CodePurpose> {}
