/** What the legacy verification fields show (docs/product/data.md#data-and-entities). */

/** Legacy `overallConfidence`: a number (0-100) now, `{status, message}` in older records. */
export type OverallConfidence = number | { status?: string | null; message?: string | null } | null;

/**
 * Legacy `verificationTests`: flat results (`{dkim: 'pass', spf: 'none', ...}`) now,
 * `{content_unmodified: {passed, dkim_passed, arc_passed}, sender_verified: {...}}` in older records.
 */
export type VerificationTests = Record<string, unknown> | null;

/** The schema carries the per-check results as a JSON object in a string; anything else has no rows. */
export function parseVerificationTests(text: string | null | undefined): VerificationTests {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export type CheckResult = 'pass' | 'fail' | 'none' | 'other';

export interface VerificationRow {
  key: string;
  label: string;
  result: CheckResult;
  /** 'Passed', 'Failed', 'Not present', or the value itself. */
  text: string;
}

const FLAT_LABELS: Record<string, string> = {
  dkim: 'DKIM signature (content unmodified)',
  spf: 'SPF (sending server allowed)',
  arc: 'ARC (forwarding chain)',
  dmarc: 'DMARC (sender domain policy)',
  ownership: 'Sent to your verified address',
};

const LEGACY_LABELS: Record<string, string> = {
  content_unmodified: 'Content unmodified',
  sender_verified: 'Sender verified',
};

const LEGACY_PARTS: Record<string, string> = {
  dkim_passed: 'DKIM',
  arc_passed: 'ARC',
  original_spf_passed: 'original SPF',
  current_spf_passed: 'current SPF',
};

function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function resultOf(value: unknown): CheckResult {
  if (value === true) return 'pass';
  if (value === false) return 'fail';
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'pass' || text === 'passed') return 'pass';
  if (text === 'fail' || text === 'failed' || text === 'permerror' || text === 'softfail') return 'fail';
  if (text === 'none' || text === '') return 'none';
  return 'other';
}

const RESULT_TEXT: Record<Exclude<CheckResult, 'other'>, string> = { pass: 'Passed', fail: 'Failed', none: 'Not present' };

/**
 * The rows of `verification_tests`: the flat results the service records now
 * (`{dkim: 'pass', spf: 'none', ...}`; `recipient` is the matched address and is left out) or
 * the older nested shape (`{content_unmodified: {passed, dkim_passed, arc_passed}, ...}`).
 */
export function verificationRows(tests: VerificationTests | undefined): VerificationRow[] {
  if (!tests || typeof tests !== 'object') return [];
  const rows: VerificationRow[] = [];
  for (const [key, value] of Object.entries(tests)) {
    if (key === 'recipient') continue;
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const result = resultOf(record.passed);
      const parts = Object.entries(record)
        .filter(([part]) => part !== 'passed' && part in LEGACY_PARTS)
        .map(([part, passed]) => `${LEGACY_PARTS[part]} ${passed ? 'passed' : 'failed'}`);
      const base = result === 'other' ? 'Unknown' : RESULT_TEXT[result];
      rows.push({ key, label: LEGACY_LABELS[key] ?? humanize(key), result, text: parts.length > 0 ? `${base} (${parts.join(', ')})` : base });
      continue;
    }
    const result = resultOf(value);
    rows.push({ key, label: FLAT_LABELS[key] ?? humanize(key), result, text: result === 'other' ? humanize(String(value)) : RESULT_TEXT[result] });
  }
  return rows;
}

/** `overall_confidence`: a 0-100 score ('Confidence: 95%') or the legacy `{status, message}`. */
export function confidenceText(confidence: OverallConfidence | undefined): string | null {
  if (typeof confidence === 'number' && Number.isFinite(confidence)) return `Confidence: ${Math.round(confidence)}%`;
  if (confidence && typeof confidence === 'object') {
    if (confidence.message) return confidence.message;
    if (confidence.status === 'HIGH_CONFIDENCE') return 'High confidence';
    if (confidence.status) return humanize(confidence.status.toLowerCase());
  }
  return null;
}
