import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { ACCOUNT_LIMITS } from '@hiring/contracts';
import { isDuplicateKeyError } from '../mongo/connect.js';
import type { SlotCounter } from '../rate-limit/index.js';
import { DAY_MS, RETENTION_PERIODS, olderThan, type RetentionRule } from '../privacy/retention.js';

/**
 * One-time codes mailed to prove an address (registration, password reset, a candidate's extra
 * address): 6 random digits, valid for 15 minutes, 5 tries each, one per address, purpose and
 * scope every 30 seconds, stored as an HMAC keyed by a server secret (a leaked table does not give
 * the codes away, as a plain hash of a 6-digit number would).
 *
 * Every limit holds under concurrency without transactions: issuing inserts the next sequence
 * number (a racing issue fails on the unique `_id`); each try first takes one of 5 numbered slots
 * of the code (a unique insert), so a burst of guesses cannot get more than 5 comparisons; and
 * using a code takes its single "used" slot, so it works once, and marks it used.
 */
export const CODE_TTL_MS = ACCOUNT_LIMITS.codeTtlMinutes * 60_000;
export const RESEND_COOLDOWN_MS = ACCOUNT_LIMITS.resendCooldownSeconds * 1000;
export const MAX_WRONG_TRIES = ACCOUNT_LIMITS.codeMaxWrongTries;

export interface OneTimeCode {
  /** `<key>:<seq>` */
  _id: string;
  /** `<purpose>:<email>` or `<purpose>:<scope>:<email>`: equality lookups only. */
  key: string;
  seq: number;
  purpose: string;
  /** Who may use the code besides the address (e.g. the candidate adding it); null for none. */
  scope: string | null;
  email: string;
  codeHash: string;
  /**
   * False for a decoy: issued for an address that must not get a working code (an existing
   * account asked to register, an unknown one asked for a reset), so every request runs the same
   * path and answers the same, and the cooldown holds for every address alike.
   */
  live: boolean;
  createdAt: Date;
  expiresAt: Date;
  /** When the code was used (it never works again); null while it was not. */
  usedAt?: Date | null;
}

export type OneTimeCodeModel = Model<OneTimeCode>;

const schema = new Schema<OneTimeCode>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true, index: true },
    seq: { type: Number, required: true },
    purpose: { type: String, required: true },
    scope: { type: String, default: null },
    email: { type: String, required: true },
    codeHash: { type: String, required: true },
    live: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { versionKey: false },
);

/** Codes a day past their expiry go (their slots are named by issue time, so a reused id starts afresh). */
export const oneTimeCodesRetention: RetentionRule = olderThan('one_time_codes', 'expiresAt', RETENTION_PERIODS.expiredCodesDays * DAY_MS);

/** The codes collection of a service (`one_time_codes` in its own database). */
export function oneTimeCodeModel(connection: Connection, collection = 'one_time_codes'): OneTimeCodeModel {
  return (connection.models['OneTimeCode'] as OneTimeCodeModel | undefined) ?? connection.model<OneTimeCode>('OneTimeCode', schema, collection);
}

export type IssueResult = { issued: true; id: string; code: string } | { issued: false; retryAfterSeconds: number };
export type CheckResult = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' };

/** Separates codes of one address per requester (two candidates may both be adding it). */
export interface CodeScope {
  scope?: string | null;
}

export function isSixDigits(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value.trim());
}

function keyOf(purpose: string, email: string, scope: string | null | undefined): string {
  return scope ? `${purpose}:${scope}:${email}` : `${purpose}:${email}`;
}

export class CodeBook<TPurpose extends string = string> {
  private readonly key: Buffer;

  constructor(private readonly deps: { codes: OneTimeCodeModel; slots: SlotCounter; secret: string; now?: () => number }) {
    this.key = createHmac('sha256', deps.secret).update('one-time-codes').digest();
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.key).update(`${id}:${code}`).digest('hex');
  }

  private latest(purpose: TPurpose, email: string, scope: string | null | undefined): Promise<OneTimeCode | null> {
    return this.deps.codes
      .findOne({ key: keyOf(purpose, email, scope) })
      .sort({ seq: -1 })
      .lean<OneTimeCode>()
      .exec();
  }

  /** Seconds until a new code may be issued (0 when one may be issued now). */
  async cooldownSeconds(purpose: TPurpose, email: string, options: CodeScope = {}): Promise<number> {
    const previous = await this.latest(purpose, email, options.scope);
    if (!previous) return 0;
    return Math.max(0, Math.ceil((previous.createdAt.getTime() + RESEND_COOLDOWN_MS - this.now()) / 1000));
  }

  /** Issues the next code of `email` unless one was issued within the cooldown. */
  async issue(purpose: TPurpose, email: string, options: { live: boolean } & CodeScope): Promise<IssueResult> {
    const now = this.now();
    const key = keyOf(purpose, email, options.scope);
    const previous = await this.latest(purpose, email, options.scope);
    if (previous) {
      const waitMs = previous.createdAt.getTime() + RESEND_COOLDOWN_MS - now;
      if (waitMs > 0) return { issued: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }
    // Racing first requests all take 1, so one insert wins. Once codes are deleted (an erased
    // account, a withdrawn code) a later code can take an id used before: its try and use slots
    // are therefore named by the id and the issue time (slotName), never by the id alone.
    const seq = previous ? previous.seq + 1 : 1;
    const id = `${key}:${seq}`;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    try {
      await this.deps.codes.create({
        _id: id,
        key,
        seq,
        purpose,
        scope: options.scope ?? null,
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
  async check(purpose: TPurpose, email: string, code: string, options: CodeScope = {}): Promise<CheckResult> {
    const current = await this.latest(purpose, email, options.scope);
    if (!current) return { ok: false, reason: 'invalid' };
    // A decoy runs the same path as a live code (expiry, tries, lock-out) and never matches, so
    // the answers cannot tell an address with an account from one without.

    if (current.expiresAt.getTime() <= this.now()) return { ok: false, reason: 'expired' };
    // A used code is dead for good, and answers as any wrong code does.
    if (current.usedAt) return { ok: false, reason: 'invalid' };
    const slot = await this.deps.slots.claim(slotName('code-try', current), MAX_WRONG_TRIES, current.expiresAt);
    if (!slot) return { ok: false, reason: 'exhausted' };
    const expected = Buffer.from(current.codeHash, 'hex');
    const given = Buffer.from(this.hash(current._id, code.trim()), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given) || !current.live) return { ok: false, reason: 'invalid' };
    const used = await this.deps.slots.claim(slotName('code-used', current), 1, current.expiresAt);
    if (!used) return { ok: false, reason: 'invalid' };
    // Marked used on the code itself, not only by the slot (which is swept once the code expires).
    await this.deps.codes.updateOne({ _id: current._id }, { $set: { usedAt: new Date(this.now()) } });
    return { ok: true, id: current._id };
  }
}

/** A code's try or use bucket: its id and issue time, so a code that takes a deleted code's id starts afresh. */
function slotName(kind: 'code-try' | 'code-used', code: Pick<OneTimeCode, '_id' | 'createdAt'>): string {
  return `${kind}:${code._id}@${new Date(code.createdAt).getTime()}`;
}
