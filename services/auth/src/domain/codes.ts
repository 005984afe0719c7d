import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@hiring/contracts';
import { isDuplicateKeyError, type SlotCounter } from '@hiring/service-kit';
import type { CodePurpose, OneTimeCode, OneTimeCodeModel } from '../models/one-time-code.model.js';

export const CODE_TTL_MS = ACCOUNT_LIMITS.codeTtlMinutes * 60_000;
export const RESEND_COOLDOWN_MS = ACCOUNT_LIMITS.resendCooldownSeconds * 1000;
export const MAX_WRONG_TRIES = ACCOUNT_LIMITS.codeMaxWrongTries;

export type IssueResult = { issued: true; id: string; code: string } | { issued: false; retryAfterSeconds: number };
export type CheckResult = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' };

export function isSixDigits(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value.trim());
}

/**
 * Verification and reset codes: 6 random digits, valid for 15 minutes, 5 tries each, one per
 * address and purpose every 30 seconds, stored as an HMAC keyed by a server secret (a leaked
 * table does not give the codes away, as a plain hash of a 6-digit number would).
 *
 * Every limit holds under concurrency without transactions: issuing inserts the next sequence
 * number (a racing issue fails on the unique `_id`); each try first takes one of 5 numbered slots
 * of the code (a unique insert), so a burst of guesses cannot get more than 5 comparisons; and
 * using a code takes its single "used" slot, so it works once.
 */
export class CodeBook {
  private readonly key: Buffer;

  constructor(
    private readonly deps: { codes: OneTimeCodeModel; slots: SlotCounter; secret: string; now?: () => number },
  ) {
    this.key = createHmac('sha256', deps.secret).update('one-time-codes').digest();
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.key).update(`${id}:${code}`).digest('hex');
  }

  private latest(purpose: CodePurpose, email: string): Promise<OneTimeCode | null> {
    return this.deps.codes.findOne({ key: `${purpose}:${email}` }).sort({ seq: -1 }).lean<OneTimeCode>().exec();
  }

  /** Issues the next code of `email` unless one was issued within the cooldown. */
  async issue(purpose: CodePurpose, email: string, options: { live: boolean }): Promise<IssueResult> {
    const now = this.now();
    const previous = await this.latest(purpose, email);
    if (previous) {
      const waitMs = previous.createdAt.getTime() + RESEND_COOLDOWN_MS - now;
      if (waitMs > 0) return { issued: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }
    const seq = (previous?.seq ?? 0) + 1;
    const id = `${purpose}:${email}:${seq}`;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    try {
      await this.deps.codes.create({
        _id: id,
        key: `${purpose}:${email}`,
        seq,
        purpose,
        email,
        // A decoy stores the hash of a code nobody is told, and is refused before comparing anyway.
        codeHash: this.hash(id, options.live ? code : `${code}:decoy:${randomInt(0, 1_000_000)}`),
        live: options.live,
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MS),
      });
    } catch (error) {
      // Someone issued this number first, just now: that is within the cooldown.
      if (isDuplicateKeyError(error)) return { issued: false, retryAfterSeconds: Math.ceil(RESEND_COOLDOWN_MS / 1000) };
      throw error;
    }
    return { issued: true, id, code };
  }

  /** Withdraws a code whose mail could not be sent, so the person can ask again at once. */
  async withdraw(id: string): Promise<void> {
    await this.deps.codes.deleteOne({ _id: id });
  }

  /** Checks `code` against the newest code of `email`, spending one of its tries; a match uses it up. */
  async check(purpose: CodePurpose, email: string, code: string): Promise<CheckResult> {
    const current = await this.latest(purpose, email);
    if (!current || !current.live) return { ok: false, reason: 'invalid' };
    if (current.expiresAt.getTime() <= this.now()) return { ok: false, reason: 'expired' };
    const slot = await this.deps.slots.claim(`code-try:${current._id}`, MAX_WRONG_TRIES, current.expiresAt);
    if (!slot) return { ok: false, reason: 'exhausted' };
    const expected = Buffer.from(current.codeHash, 'hex');
    const given = Buffer.from(this.hash(current._id, code.trim()), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
    const used = await this.deps.slots.claim(`code-used:${current._id}`, 1, current.expiresAt);
    if (!used) return { ok: false, reason: 'invalid' };
    return { ok: true, id: current._id };
  }
}
