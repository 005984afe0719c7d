/** What the legacy verification fields show (docs/product/data.md#data-and-entities). */
import type { InterviewFieldsFragment } from '../../generated/graphql';

/** `overallConfidence`: the documented `{status, message}` (with the 0-100 score); a bare number in older answers. */
export type OverallConfidence = number | { status?: string | null; message?: string | null; score?: number | null } | null;

/**
 * Legacy `verificationTests` as the graph types them (generated from the InterviewFields fragment):
 * the raw results (`dkim: 'pass'`, `spf: 'none'`, ...) that new records carry, and the content and
 * sender checks that older records carry alone (their raw results are null).
 */
export type VerificationTests = InterviewFieldsFragment['verificationTests'];

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

const FLAT_KEYS = ['dkim', 'spf', 'arc', 'dmarc', 'ownership'] as const;

function checkRow(key: string, label: string, passed: boolean, parts: [string, boolean | null | undefined][]): VerificationRow {
  const shown = parts.filter((part): part is [string, boolean] => typeof part[1] === 'boolean').map(([name, ok]) => `${name} ${ok ? 'passed' : 'failed'}`);
  const base = passed ? RESULT_TEXT.pass : RESULT_TEXT.fail;
  return { key, label, result: passed ? 'pass' : 'fail', text: shown.length > 0 ? `${base} (${shown.join(', ')})` : base };
}

/**
 * The rows of `verificationTests`: the raw results when the record has them (`dkim`, `spf`,
 * `arc`, `dmarc`, `ownership`, those present), else the content and sender checks of an older
 * record ('Passed (DKIM passed, ARC failed)'; a part it never had is left out).
 */
export function verificationRows(tests: VerificationTests | null | undefined): VerificationRow[] {
  if (!tests) return [];
  const flat = FLAT_KEYS.flatMap((key) => {
    const value = tests[key];
    if (value === null || value === undefined) return [];
    const result = resultOf(value);
    return [{ key, label: FLAT_LABELS[key] ?? humanize(key), result, text: result === 'other' ? humanize(value) : RESULT_TEXT[result] }];
  });
  if (flat.length > 0) return flat;
  const content = tests.contentUnmodified;
  const sender = tests.senderVerified;
  return [
    checkRow('content_unmodified', 'Content unmodified', content.passed, [
      ['DKIM', content.dkimPassed],
      ['ARC', content.arcPassed],
    ]),
    checkRow('sender_verified', 'Sender verified', sender.passed, [
      ['original SPF', sender.originalSpfPassed],
      ['current SPF', sender.currentSpfPassed],
    ]),
  ];
}

/** `overall_confidence`: 'Verified with high confidence (95%)' from `{status, message, score}`; a bare score reads 'Confidence: 95%'. */
export function confidenceText(confidence: OverallConfidence | undefined): string | null {
  if (typeof confidence === 'number' && Number.isFinite(confidence)) return `Confidence: ${Math.round(confidence)}%`;
  if (confidence && typeof confidence === 'object') {
    const score = typeof confidence.score === 'number' && Number.isFinite(confidence.score) ? ` (${Math.round(confidence.score)}%)` : '';
    if (confidence.message) return `${confidence.message}${score}`;
    if (confidence.status === 'HIGH_CONFIDENCE') return 'High confidence';
    if (confidence.status) return humanize(confidence.status.toLowerCase());
  }
  return null;
}
