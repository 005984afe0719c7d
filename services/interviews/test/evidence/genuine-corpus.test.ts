import { readFile, readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseEml } from '../../src/domain/parsing/parse-eml.js';
import type { PolicyIssueCode } from '../../src/domain/verification/evidence-policy.js';
import { startDnsServer } from '../support/dns-server.js';
import { TestSigners, unsigned } from './corpus-signing.js';

/**
 * The genuine corpus under the evidence policy: every fixture email is signed again, as its
 * recorded `d=` would sign it, with a key the local DNS server publishes, and judged for its own
 * recipient. Mail that speaks for an employer stays verified and public; the rest is private for
 * the reason the policy gives (personal mailboxes, forwards, signers that are neither the employer
 * nor a recognised hiring system) or is not about an interview at all.
 */
const corpus = new URL('../fixtures/corpus/', import.meta.url);

const PRIVATE: Record<string, PolicyIssueCode> = {
  // The sender's address is the employer's, but the signature is the ATS's / Google's own
  // domain: not aligned, so the From line is unproven (a real sender fixes this by signing with
  // its own domain, which DMARC asks of it anyway).
  '02-greenhouse-technical-screen-confirmed.eml': 'not_aligned',
  '19-google-calendar-onsite-invite.eml': 'not_aligned',
  '51-calendar-updated-technical-phone-screen.eml': 'not_aligned',
  // Recruiters writing from personal mailboxes.
  '25-agency-recruiter-gmail.eml': 'personal_mailbox',
  '26-outlook-recruiter-uk-date.eml': 'personal_mailbox',
  '27-yahoo-small-business-onsite.eml': 'personal_mailbox',
  '68-founder-informal-rejection.eml': 'personal_mailbox',
  // Signed by someone who is neither the employer nor a hiring system: DocuSign (anyone can send
  // an envelope), LinkedIn and Indeed (job boards), a staffing agency.
  '30-docusign-offer-letter.eml': 'not_employer',
  '47-linkedin-easy-apply-confirmation.eml': 'not_employer',
  '65-staffing-agency-phone-interview.eml': 'not_employer',
  '72-indeed-phone-interview-invitation.eml': 'not_employer',
  // Forwards: the signature is the forwarder's.
  '35-gmail-forward-greenhouse-onsite.eml': 'forwarded',
  '36-outlook-forward-technical-screen.eml': 'forwarded',
  '37-apple-mail-forward-cultural-fit.eml': 'forwarded',
  '38-attached-rfc822-forward.eml': 'forwarded',
  '62-outlook-forward-verbal-offer.eml': 'forwarded',
};

let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(async () => {
  await dns.close();
});

describe('the genuine corpus under the evidence policy', () => {
  it('keeps every email that speaks for an employer verified and public, and says why the others are private', async () => {
    const signers = new TestSigners(dns);
    const files = (await readdir(corpus)).filter((f) => f.endsWith('.eml')).sort();
    const counts = { signed: 0, public: 0, private: 0, notInterview: 0 };
    const byKind = new Map<string, number>();
    const outcomes: Record<string, string> = {};
    for (const file of files) {
      const { message, domain } = unsigned(await readFile(new URL(file, corpus), 'utf8'));
      expect({ file, signed: domain !== null }).toEqual({ file, signed: true });
      const raw = await signers.sign(message, domain!);
      counts.signed += 1;
      const parsed = await parseEml(raw);
      const assessment = await signers.assess(raw, [...parsed.to, ...parsed.cc].map((a) => a.address));
      if (!assessment.extraction.value.is_interview_related) {
        counts.notInterview += 1;
        outcomes[file] = 'not an interview';
        continue;
      }
      const { judgement } = assessment;
      const kind = judgement.evidence?.kind ?? 'private';
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
      if (judgement.passed) counts.public += 1;
      else counts.private += 1;
      outcomes[file] = judgement.passed ? `public: ${judgement.evidence!.label}` : `private: ${judgement.issues.map((i) => i.code).join(', ')}`;
      if (PRIVATE[file]) {
        expect({ file, passed: judgement.passed, codes: judgement.issues.map((i) => i.code) }).toEqual({
          file,
          passed: false,
          codes: expect.arrayContaining([PRIVATE[file]]),
        });
      } else {
        expect({ file, passed: judgement.passed, issues: judgement.issues, signatureIssues: assessment.report.issues }).toEqual({
          file,
          passed: true,
          issues: [],
          signatureIssues: [],
        });
        expect(judgement.evidence!.employer).toBe(assessment.companyName);
      }
    }
    console.info(
      [
        `genuine corpus: ${counts.signed} signed emails; ${counts.public} verified and public ` +
          `(${byKind.get('hiring_system') ?? 0} by a hiring system, ${byKind.get('employer_domain') ?? 0} by the employer's domain), ` +
          `${counts.private} private by policy, ${counts.notInterview} not about an interview`,
        ...Object.entries(outcomes).map(([file, outcome]) => `  ${file}: ${outcome}`),
      ].join('\n'),
    );
    expect(counts.public).toBe(files.length - Object.keys(PRIVATE).length - counts.notInterview);
    expect(counts.public).toBeGreaterThanOrEqual(50);
  }, 240_000);
});
