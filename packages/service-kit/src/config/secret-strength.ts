import { z } from 'zod';

/**
 * Shared secrets (JWT_SECRET, INTERNAL_API_SECRET) sign admin tokens and vouch for internal
 * calls, so a guessable one opens every door. Refused at start: shorter than 32 characters, a
 * placeholder from our own deploy files or a usual stand-in ("changeme", "secret"...), too few
 * distinct characters, or too little estimated entropy.
 */
export const SECRET_MIN_LENGTH = 32;
export const SECRET_MIN_DISTINCT = 10;
/** Shannon entropy of the characters times the length: rough, but it refuses repeated words and keyboard runs. */
export const SECRET_MIN_BITS = 128;

/** Values that appeared in this repository's deploy files and documentation. */
const KNOWN_PLACEHOLDERS = ['change-me-in-production-please-32chars', 'replace-with-at-least-32-random-characters'];

/** Substrings that mark a stand-in rather than a generated value. */
const PLACEHOLDER_MARKERS = [
  'changeme',
  'change-me',
  'change_me',
  'replace-with',
  'replace_me',
  'replaceme',
  'placeholder',
  'your-secret',
  'yoursecret',
  'example',
  'insecure',
  'default-secret',
  'dummy',
];

/** Whole values (after lower-casing and removing separators) that are never secret. */
const WEAK_WORDS = ['secret', 'password', 'jwtsecret', 'mysecret', 'supersecret', 'admin', 'test', 'qwerty', 'letmein'];

export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...value].length;
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / length;
    perChar -= p * Math.log2(p);
  }
  return perChar * length;
}

/** Share of neighbouring characters that repeat or step by one ("aaaa", "abcd", "4321"). */
function sequentialShare(value: string): number {
  let runs = 0;
  for (let i = 1; i < value.length; i += 1) {
    if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) <= 1) runs += 1;
  }
  return runs / Math.max(1, value.length - 1);
}

/** Why the value is not an acceptable shared secret, or null when it is. */
export function secretProblem(value: string): string | null {
  if (value.length < SECRET_MIN_LENGTH) return `must be at least ${SECRET_MIN_LENGTH} characters`;
  const lower = value.toLowerCase();
  if (KNOWN_PLACEHOLDERS.includes(lower) || PLACEHOLDER_MARKERS.some((marker) => lower.includes(marker))) {
    return 'is a placeholder; generate one, e.g. `openssl rand -hex 32`';
  }
  const stripped = lower.replace(/[^a-z0-9]/g, '');
  // "secretsecret..." or "password123password123...": a weak word repeated to reach the length.
  if (WEAK_WORDS.some((word) => stripped.replaceAll(word, '').replace(/[0-9]/g, '').length === 0)) {
    return 'is a repeated common word; generate one, e.g. `openssl rand -hex 32`';
  }
  if (sequentialShare(value) > 0.5) return 'is a keyboard or alphabet run; generate one, e.g. `openssl rand -hex 32`';
  if (new Set(value).size < SECRET_MIN_DISTINCT)
    return `has fewer than ${SECRET_MIN_DISTINCT} distinct characters; generate one, e.g. \`openssl rand -hex 32\``;
  if (estimatedBits(value) < SECRET_MIN_BITS)
    return `is too predictable (about ${Math.round(estimatedBits(value))} bits, at least ${SECRET_MIN_BITS} needed); generate one, e.g. \`openssl rand -hex 32\``;
  return null;
}

/** A required shared secret, validated with secretProblem. */
export function strongSecret(what: string) {
  return z.string().superRefine((value, ctx) => {
    const problem = secretProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (${what})` });
  });
}
