import { SIGNATURE_FAILURE_TITLES, type VerificationIssue } from './verify-authenticity.js';

/** The per-check results as the graph types them (`VerificationTests` in the schema). */
export interface VerificationTestsView {
  contentUnmodified: { passed: boolean; dkimPassed: boolean; arcPassed: boolean };
  senderVerified: { passed: boolean; originalSpfPassed: boolean; currentSpfPassed: boolean | null };
  dkim: string | null;
  spf: string | null;
  arc: string | null;
  dmarc: string | null;
  ownership: string | null;
  recipient: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const flag = (value: unknown): boolean => value === true;
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * The stored `verification.tests` as typed results. Records store flat results
 * (`{dkim, spf, arc, dmarc, ownership, recipient}`, see `verificationRecord`); older imported
 * records may hold the legacy nested shape (`{content_unmodified: {passed, dkim_passed,
 * arc_passed}, sender_verified: {passed, original_spf_passed, current_spf_passed}}`); anything
 * else (missing, a string, odd values) reads as checks that did not pass, never as an error.
 *
 * From flat results: the content is unmodified when the DKIM signature passed, or when it failed
 * but a passing ARC chain vouched for it (the upload then records no signature failure, as
 * `verificationRecord` drops those issues). The sender check is the SPF of the original sending
 * server (judged from the Received chain at upload); nobody re-checks SPF later, so
 * `currentSpfPassed` is null for them.
 */
export function verificationTestsView(tests: unknown, issues: readonly VerificationIssue[] | null | undefined): VerificationTestsView {
  const stored = record(tests) ?? {};
  const legacyContent = record(stored['content_unmodified']);
  const legacySender = record(stored['sender_verified']);
  const dkim = text(stored['dkim']);
  const spf = text(stored['spf']);
  const arc = text(stored['arc']);
  const flat = { dkim, spf, arc, dmarc: text(stored['dmarc']), ownership: text(stored['ownership']), recipient: text(stored['recipient']) };

  if (dkim === null && spf === null && arc === null && (legacyContent || legacySender)) {
    return {
      contentUnmodified: {
        passed: flag(legacyContent?.['passed']),
        dkimPassed: flag(legacyContent?.['dkim_passed']),
        arcPassed: flag(legacyContent?.['arc_passed']),
      },
      senderVerified: {
        passed: flag(legacySender?.['passed']),
        originalSpfPassed: flag(legacySender?.['original_spf_passed']),
        currentSpfPassed: typeof legacySender?.['current_spf_passed'] === 'boolean' ? legacySender['current_spf_passed'] : null,
      },
      ...flat,
    };
  }

  const dkimPassed = dkim === 'pass';
  const arcPassed = arc === 'pass';
  const signatureFailed = (issues ?? []).some((issue) => issue && SIGNATURE_FAILURE_TITLES.has(issue.title));
  const spfPassed = spf === 'pass';
  return {
    contentUnmodified: { passed: dkimPassed || (dkim === 'fail' && arcPassed && !signatureFailed), dkimPassed, arcPassed },
    senderVerified: { passed: spfPassed, originalSpfPassed: spfPassed, currentSpfPassed: null },
    ...flat,
  };
}
