import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sealMessage } from 'mailauth';
import { verificationRecord } from '../../src/domain/upload-interview-email.service.js';
import { parseEml } from '../../src/domain/parsing/parse-eml.js';
import { matchOwnedAddress } from '../../src/domain/parsing/ownership.js';
import type { PolicyIssueCode } from '../../src/domain/verification/evidence-policy.js';
import { generateDkimKey, signMessage, startDnsServer } from '@hiring/test-kit/mail';
import { TestSigners, seededDirectory } from './corpus-signing.js';
import type { EvidenceLevel } from '@hiring/contracts';

/**
 * The red team: forged and borrowed emails, each signed with keys the local DNS server publishes
 * (so DKIM really verifies where the attacker holds a key), judged by the same assessment the
 * upload pipeline runs. None may become public evidence, and each must be private for its own
 * reason (or refused outright). Two genuine controls prove the harness can pass an email at all.
 */

const ADA_GMAIL = 'ada.lovelace@gmail.com';
const ADA_OWN_DOMAIN = 'ada@lovelace.dev';
const ADA = [ADA_GMAIL, ADA_OWN_DOMAIN];
const GRACE = 'grace.hopper@example.org';

const OFFER = [
  'Hi Ada,',
  '',
  'Congratulations! We are delighted to offer you the position of Staff Software Engineer at Stripe.',
  'Your offer letter with the compensation details is attached. Please sign it by November 30.',
  '',
  'Best regards,',
  'The Stripe Recruiting Team',
].join('\r\n');

const ONSITE = (company: string) =>
  [
    'Hi Ada,',
    '',
    `Thanks for your time so far. We would like to invite you to a final round onsite interview for the Senior Software Engineer role at ${company} on November 12, 2026.`,
    '',
    `Best, the ${company} Recruiting team`,
  ].join('\r\n');

let seq = 0;
function mail(options: { from: string; to?: string; subject?: string; body?: string; headers?: string[]; contentType?: string }): string {
  seq += 1;
  return [
    ...(options.headers ?? []),
    `From: ${options.from}`,
    `To: ${options.to ?? `Ada Lovelace <${ADA_GMAIL}>`}`,
    `Subject: ${options.subject ?? 'Your offer from Stripe'}`,
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <red-team-${seq}-${Date.now()}@mail.test>`,
    'MIME-Version: 1.0',
    `Content-Type: ${options.contentType ?? 'text/plain; charset=utf-8'}`,
    '',
    options.body ?? OFFER,
    '',
  ].join('\r\n');
}

/** Puts headers on top of an already signed message, as anyone can. */
const prepend = (raw: Buffer, ...headers: string[]) => Buffer.concat([Buffer.from(headers.map((h) => `${h}\r\n`).join('')), raw]);

interface Attack {
  name: string;
  build: (s: TestSigners) => Promise<Buffer>;
  /** The policy issue code, the signature problem's title, or 'refused' (the upload is refused as not the candidate's). */
  expect: PolicyIssueCode | { signature: string } | 'refused';
  uploader?: string[];
}

const genuineGreenhouse = (to = `Ada Lovelace <${ADA_GMAIL}>`) =>
  mail({ from: 'Acme Recruiting <no-reply@us.greenhouse-mail.io>', to, subject: 'Your onsite interview with Acme', body: ONSITE('Acme') });

const ATTACKS: Attack[] = [
  // 1. Self-sent "offers".
  {
    name: 'self-sent offer from the candidate’s own free-mail account',
    expect: 'own_address',
    build: (s) => s.sign(mail({ from: `Ada <${ADA_GMAIL}>` }), 'gmail.com'),
  },
  {
    name: 'self-sent offer from the candidate’s own custom domain',
    expect: 'own_address',
    build: (s) => s.sign(mail({ from: `Stripe Recruiting <${ADA_OWN_DOMAIN}>` }), 'lovelace.dev'),
  },
  {
    name: 'offer sent to herself from her own domain to her Gmail, display name "Stripe"',
    expect: 'own_address',
    build: (s) => s.sign(mail({ from: `"Stripe" <${ADA_OWN_DOMAIN}>` }), 'lovelace.dev'),
  },
  // 2. A friend's personal mailbox.
  { name: 'friend’s Gmail', expect: 'personal_mailbox', build: (s) => s.sign(mail({ from: 'Stripe Recruiting <bob.friend@gmail.com>' }), 'gmail.com') },
  {
    name: 'friend’s Outlook.com',
    expect: 'personal_mailbox',
    build: (s) => s.sign(mail({ from: 'Stripe Talent <stripe.talent@outlook.com>' }), 'outlook.com'),
  },
  { name: 'friend’s Proton mailbox', expect: 'personal_mailbox', build: (s) => s.sign(mail({ from: 'Stripe Hiring <stripe-hiring@proton.me>' }), 'proton.me') },
  {
    name: 'friend’s Yahoo UK mailbox (multi-label public suffix)',
    expect: 'personal_mailbox',
    build: (s) => s.sign(mail({ from: 'Stripe <stripe.offers@yahoo.co.uk>' }), 'yahoo.co.uk'),
  },
  { name: 'friend’s GMX mailbox', expect: 'personal_mailbox', build: (s) => s.sign(mail({ from: 'Stripe <stripe@gmx.de>' }), 'gmx.de') },
  {
    name: 'a subdomain of a free-mail provider',
    expect: 'personal_mailbox',
    build: (s) => s.sign(mail({ from: 'Stripe <careers@mail.gmail.com>' }), 'mail.gmail.com'),
  },
  // 3. From the employer's domain, signed by another domain.
  {
    name: 'From stripe.com, signed by the attacker’s domain',
    expect: 'not_aligned',
    build: (s) => s.sign(mail({ from: 'Stripe Recruiting <recruiting@stripe.com>' }), 'attacker.test'),
  },
  {
    name: 'From stripe.com, signed by gmail.com',
    expect: 'not_aligned',
    build: (s) => s.sign(mail({ from: 'Stripe Recruiting <recruiting@stripe.com>' }), 'gmail.com'),
  },
  {
    name: 'From stripe.com, signed by Greenhouse’s domain (an ATS account of someone else)',
    expect: 'not_aligned',
    build: (s) => s.sign(mail({ from: 'Stripe <jobs@stripe.com>' }), 'us.greenhouse-mail.io'),
  },
  // Display names and look-alike domains.
  {
    name: 'display-name spoofing on the attacker’s own domain',
    expect: 'not_employer',
    build: (s) => s.sign(mail({ from: 'Stripe Recruiting <offers@attacker.test>' }), 'attacker.test'),
  },
  {
    name: 'look-alike hiring system domain greenhouse-mail.io.attacker.test',
    expect: 'not_employer',
    build: (s) => s.sign(mail({ from: 'Stripe via Greenhouse <no-reply@greenhouse-mail.io.attacker.test>' }), 'greenhouse-mail.io.attacker.test'),
  },
  {
    name: 'look-alike employer domain stripe-careers.com',
    expect: 'not_employer',
    build: (s) => s.sign(mail({ from: 'Stripe Careers <offers@stripe-careers.com>' }), 'stripe-careers.com'),
  },
  {
    name: 'typo-squatted employer domain strlpe.com',
    expect: 'not_employer',
    build: (s) => s.sign(mail({ from: 'Stripe <recruiting@strlpe.com>' }), 'strlpe.com'),
  },
  { name: 'short prefix domain str.io claiming Stripe', expect: 'not_employer', build: (s) => s.sign(mail({ from: 'Stripe <jobs@str.io>' }), 'str.io') },
  // DocuSign is a user-content sender (issue 27): the reason names it.
  {
    name: 'DocuSign envelope (anyone can send one) naming Stripe',
    expect: 'user_content_sender',
    build: (s) => s.sign(mail({ from: 'Stripe via Docusign <dse@docusign.net>' }), 'docusign.net'),
  },
  {
    name: 'Google Calendar invitation organised from a Gmail account, titled "Stripe onsite"',
    expect: 'not_employer',
    build: (s) =>
      s.sign(
        mail({
          from: 'Google Calendar <calendar-notification@google.com>',
          subject: 'Invitation: Stripe final onsite interview @ Thu Nov 12, 2026',
          contentType: 'multipart/mixed; boundary="b1"',
          body: [
            '--b1',
            'Content-Type: text/plain; charset=utf-8',
            '',
            'You have been invited to Stripe final onsite interview on Thu Nov 12, 2026 10am.',
            '--b1',
            'Content-Type: text/calendar; method=REQUEST',
            'Content-Disposition: attachment; filename=invite.ics',
            '',
            'BEGIN:VCALENDAR',
            'BEGIN:VEVENT',
            'ORGANIZER;CN=Stripe:mailto:stripe.recruiting.team@gmail.com',
            'SUMMARY:Stripe final onsite interview',
            'END:VEVENT',
            'END:VCALENDAR',
            '--b1--',
          ].join('\r\n'),
        }),
        'google.com',
      ),
  },
  {
    name: 'Calendly booking organised by the attacker’s domain, naming Stripe',
    expect: 'not_employer',
    build: (s) =>
      s.sign(
        mail({
          from: 'Calendly <notifications@calendly.com>',
          subject: 'Confirmed: Stripe onsite interview with Stripe Recruiting',
          contentType: 'multipart/mixed; boundary="b2"',
          body: [
            '--b2',
            'Content-Type: text/plain; charset=utf-8',
            '',
            'A new event has been scheduled: Stripe onsite interview on November 12, 2026.',
            '--b2',
            'Content-Type: text/calendar; method=REQUEST',
            '',
            'BEGIN:VCALENDAR',
            'BEGIN:VEVENT',
            'ORGANIZER;CN=Stripe Recruiting:mailto:hiring@attacker.test',
            'END:VEVENT',
            'END:VCALENDAR',
            '--b2--',
          ].join('\r\n'),
        }),
        'calendly.com',
      ),
  },
  // 4. Someone else's genuine email.
  {
    name: 'someone else’s Greenhouse email with Delivered-To naming the uploader',
    expect: 'not_addressed_to_you',
    build: async (s) => prepend(await s.sign(genuineGreenhouse(`Grace Hopper <${GRACE}>`), 'us.greenhouse-mail.io'), `Delivered-To: ${ADA_GMAIL}`),
  },
  {
    name: 'someone else’s Greenhouse email with X-Original-To naming the uploader',
    expect: 'not_addressed_to_you',
    build: async (s) => prepend(await s.sign(genuineGreenhouse(`Grace Hopper <${GRACE}>`), 'us.greenhouse-mail.io'), `X-Original-To: ${ADA_GMAIL}`),
  },
  {
    name: 'someone else’s Greenhouse email with a second, unsigned To header naming the uploader',
    expect: 'unsigned_headers',
    build: async (s) => prepend(await s.sign(genuineGreenhouse(`Grace Hopper <${GRACE}>`), 'us.greenhouse-mail.io'), `To: ${ADA_GMAIL}`),
  },
  {
    name: 'someone else’s email whose signature does not cover To, with To rewritten to the uploader',
    expect: 'not_addressed_to_you',
    build: (s) => s.sign(genuineGreenhouse(`Ada <${ADA_GMAIL}>`), 'us.greenhouse-mail.io', { headerList: 'from:subject:date:message-id' }),
  },
  {
    name: 'someone else’s email with the uploader only in a Received line',
    expect: 'refused',
    build: async (s) =>
      prepend(
        await s.sign(genuineGreenhouse(`Grace Hopper <${GRACE}>`), 'us.greenhouse-mail.io'),
        `Received: from mx.test by mx.test for <${ADA_GMAIL}>; Tue, 3 Nov 2026 10:00:01 +0000`,
      ),
  },
  // 5. Body length and unsigned parts.
  {
    name: 'l= covering a harmless body, with an offer appended after the signed part',
    expect: 'partial_body',
    build: async (s) => {
      const harmless = 'Hi Ada,\r\n\r\nThanks for applying. We have received your application.\r\n';
      const signed = await s.sign(
        mail({ from: 'Acme Recruiting <no-reply@us.greenhouse-mail.io>', subject: 'Your application to Acme', body: harmless }),
        'us.greenhouse-mail.io',
        {
          maxBodyLength: Buffer.byteLength(harmless),
        },
      );
      return Buffer.concat([signed, Buffer.from(`\r\n${OFFER}\r\n`)]);
    },
  },
  {
    name: 'multipart whose signed first part is harmless and whose unsigned second part carries the offer',
    expect: 'partial_body',
    build: async (s) => {
      const first = ['--mix', 'Content-Type: text/plain; charset=utf-8', '', 'Thanks for applying to Acme.', ''].join('\r\n');
      const signed = await s.sign(
        mail({
          from: 'Acme Recruiting <no-reply@us.greenhouse-mail.io>',
          subject: 'Your application',
          contentType: 'multipart/mixed; boundary="mix"',
          body: first,
        }),
        'us.greenhouse-mail.io',
        { maxBodyLength: Buffer.byteLength(first) },
      );
      return Buffer.concat([signed, Buffer.from(['--mix', 'Content-Type: text/plain; charset=utf-8', '', OFFER, '--mix--', ''].join('\r\n'))]);
    },
  },
  // Signatures that do not hold.
  {
    name: 'genuine email with the body edited into an offer',
    expect: { signature: 'Email content was modified' },
    build: async (s) =>
      Buffer.from((await s.sign(genuineGreenhouse(), 'us.greenhouse-mail.io')).toString().replace('final round onsite interview', 'offer of employment')),
  },
  {
    name: 'genuine email with the subject edited',
    expect: { signature: 'Signature does not match' },
    build: async (s) =>
      Buffer.from((await s.sign(genuineGreenhouse(), 'us.greenhouse-mail.io')).toString().replace('Subject: Your onsite', 'Subject: Your offer')),
  },
  {
    name: 'signed by the employer’s domain with a key it does not publish (rotated away)',
    expect: { signature: "Sender's signing key not found" },
    // The key once held (leaked or kept by a former employee) is no longer in DNS.
    build: () =>
      signMessage(mail({ from: 'Stripe Recruiting <recruiting@stripe.com>' }), { domain: 'stripe.com', selector: 'rotated-2019', key: generateDkimKey() }),
  },
  {
    name: 'signed with an attacker’s key under the employer’s published selector',
    expect: { signature: 'Signature does not match' },
    build: (s) => {
      s.keyFor('stripe.com', 'k1');
      return signMessage(mail({ from: 'Stripe Recruiting <recruiting@stripe.com>' }), { domain: 'stripe.com', selector: 'k1', key: generateDkimKey() });
    },
  },
  {
    name: 'expired signature with its t= moved back to before expiry',
    expect: { signature: 'Signature does not match' },
    build: async (s) => {
      const signed = (
        await s.sign(genuineGreenhouse(), 'us.greenhouse-mail.io', { signTime: new Date('2026-01-01T00:00:00Z'), expires: new Date('2026-01-01T02:00:00Z') })
      ).toString();
      return Buffer.from(signed.replace(/t=\d+/, `t=${Math.floor(Date.parse('2025-12-31T23:00:00Z') / 1000)}`));
    },
  },
  {
    name: 'signature dated in the future (to outlive key rotation checks)',
    expect: 'future_signature',
    build: (s) => s.sign(genuineGreenhouse(), 'us.greenhouse-mail.io', { signTime: new Date(Date.now() + 30 * 24 * 3600_000) }),
  },
  {
    name: 'duplicate From headers: a signed genuine sender plus a prepended one',
    expect: 'multiple_senders',
    build: async (s) => prepend(await s.sign(genuineGreenhouse(), 'us.greenhouse-mail.io'), 'From: Stripe Recruiting <recruiting@stripe.com>'),
  },
  {
    name: 'one From header naming two senders',
    expect: 'multiple_senders',
    build: (s) => s.sign(mail({ from: 'Stripe <recruiting@stripe.com>, Attacker <me@attacker.test>' }), 'attacker.test'),
  },
  {
    name: 'a forwarded genuine email presented as one’s own',
    expect: 'forwarded',
    build: (s) =>
      s.sign(
        mail({
          from: `Ada <${ADA_GMAIL}>`,
          subject: 'Fwd: Your onsite interview with Acme',
          body: [
            '---------- Forwarded message ---------',
            'From: Acme Recruiting <no-reply@us.greenhouse-mail.io>',
            `To: ${GRACE}`,
            'Subject: Your onsite interview with Acme',
            '',
            ONSITE('Acme'),
          ].join('\r\n'),
        }),
        'gmail.com',
      ),
  },
  {
    name: 'an unsigned email from the employer’s address',
    expect: { signature: 'No DKIM signature' },
    build: async () => Buffer.from(mail({ from: 'Stripe Recruiting <recruiting@stripe.com>' })),
  },
];

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let signers: TestSigners;
beforeAll(async () => {
  dns = await startDnsServer();
  signers = new TestSigners(dns);
});
afterAll(async () => {
  await dns.close();
});

/**
 * The directory every email here is judged with: the seed (Netflix on netflix.com, Stripe on
 * stripe.com, ...), a proven company (Brightpath Labs on brightpath-labs.com with its Greenhouse
 * board), and the attacker's own proven companies: one on acme-trials.com with a Greenhouse board
 * of its own, one on netflix.careers (the company service binds it no name: Netflix is the seed's).
 */
const DIRECTORY = seededDirectory({
  entries: [
    { id: 'company:brightpath', name: 'Brightpath Labs', source: 'company', domains: ['brightpath-labs.com'], names: ['brightpath labs'], vouches: true },
    { id: 'company:acme-trials', name: 'Acme Trials', source: 'company', domains: ['acme-trials.com'], names: ['acme trials'], vouches: true },
    { id: 'company:netflix-careers', name: 'Netflix', source: 'company', domains: ['netflix.careers'], names: [], vouches: true },
  ],
  tenants: [
    { system: 'Greenhouse', tenant: 'brightpathlabs', entryId: 'company:brightpath' },
    { system: 'Greenhouse', tenant: 'acmetrials', entryId: 'company:acme-trials' },
  ],
});

async function judge(raw: Buffer, uploader: readonly string[]) {
  const parsed = await parseEml(raw);
  if (!matchOwnedAddress(parsed, uploader)) return null;
  return signers.assess(raw, uploader, 'email_upload', DIRECTORY);
}

/** Every level an attack reached, for the closing count (none may be employer verified). */
const reached: { name: string; level: EvidenceLevel }[] = [];
const levelOf = (a: NonNullable<Awaited<ReturnType<typeof judge>>>): EvidenceLevel =>
  a.judgement.passed && a.report.issues.length === 0 ? a.judgement.level : 'private';

describe('red team: forged and borrowed emails never become public evidence', () => {
  it('has at least 30 attacks', () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))('%s', async (_name, attack) => {
    const assessment = await judge(await attack.build(signers), attack.uploader ?? ADA);
    if (attack.expect === 'refused') {
      expect(assessment).toBeNull();
      return;
    }
    expect(assessment).not.toBeNull();
    reached.push({ name: attack.name, level: levelOf(assessment!) });
    const { judgement, report } = assessment!;
    const reasons = {
      passed: judgement.passed && report.issues.length === 0,
      evidence: judgement.evidence,
      codes: judgement.issues.map((i) => i.code),
      titles: report.issues.map((i) => i.title),
    };
    if (typeof attack.expect === 'string') {
      expect(reasons).toEqual({ passed: false, evidence: null, codes: expect.arrayContaining([attack.expect]), titles: expect.any(Array) });
    } else {
      expect(reasons).toEqual({ passed: false, evidence: null, codes: expect.any(Array), titles: expect.arrayContaining([attack.expect.signature]) });
    }
  });

  it('reads nothing past a signature’s l= (the appended offer is not what the extractor saw)', async () => {
    const attack = ATTACKS.find((a) => a.expect === 'partial_body')!;
    const assessment = (await judge(await attack.build(signers), ADA))!;
    expect(assessment.extraction.value.interview_stage).not.toBe('offer');
    expect(assessment.companyName).not.toBe('Stripe');
  });

  describe('brand notification mail carrying user-written content is private, with the reason', () => {
    const offer = (brand: string) =>
      [`Google LLC Recruiting shared a document with you: "Offer letter - ${brand} - Staff Software Engineer"`, '', OFFER.replace(/Stripe/g, brand)].join(
        '\r\n',
      );
    const NOTIFICATIONS: { name: string; from: string; d: string; brand: string }[] = [
      {
        name: 'Google Docs share by an account named "Google LLC Recruiting"',
        from: '"Google LLC Recruiting (via Google Docs)" <drive-shares-dm-noreply@google.com>',
        d: 'google.com',
        brand: 'Google',
      },
      { name: 'Google Drive share', from: '"Google Careers (via Google Drive)" <drive-shares-noreply@google.com>', d: 'google.com', brand: 'Google' },
      { name: 'Google Docs comment', from: '"Google Recruiting (Google Docs)" <comments-noreply@docs.google.com>', d: 'google.com', brand: 'Google' },
      { name: 'Google Forms receipt', from: 'Google Forms <forms-receipts-noreply@google.com>', d: 'google.com', brand: 'Google' },
      { name: 'Google Groups post', from: '"Google Recruiting" <google-careers@googlegroups.com>', d: 'googlegroups.com', brand: 'Google Groups' },
      { name: 'GitHub notification', from: '"GitHub Careers" <notifications@github.com>', d: 'github.com', brand: 'GitHub' },
      { name: 'Stripe receipt with a custom memo', from: '"Stripe" <receipts+acct_1NxQ@stripe.com>', d: 'stripe.com', brand: 'Stripe' },
      {
        name: 'SharePoint share',
        from: '"Microsoft Recruiting via SharePoint" <no-reply@sharepointonline.com>',
        d: 'sharepointonline.com',
        brand: 'Microsoft SharePoint',
      },
      {
        name: 'Microsoft Teams message digest',
        from: '"Microsoft Teams" <noreply@email.teams.microsoft.com>',
        d: 'email.teams.microsoft.com',
        brand: 'Microsoft',
      },
      { name: 'Slack notification', from: '"Slack" <notification@slack.com>', d: 'slack.com', brand: 'Slack' },
      { name: 'Notion page share', from: '"Notion Team" <notify@mail.notion.so>', d: 'mail.notion.so', brand: 'Notion' },
      {
        name: 'Atlassian Jira notification',
        from: '"Atlassian Recruiting (Jira)" <jira@atlassian-hiring.atlassian.net>',
        d: 'atlassian.net',
        brand: 'Atlassian',
      },
      { name: 'Dropbox share', from: '"Dropbox" <no-reply@dropbox.com>', d: 'dropbox.com', brand: 'Dropbox' },
      { name: 'Zoom meeting invitation text', from: '"Zoom" <no-reply@zoom.us>', d: 'zoom.us', brand: 'Zoom' },
    ];
    it.each(NOTIFICATIONS.map((n) => [n.name, n] as const))('%s', async (_name, n) => {
      const employer = n.brand.split(' ')[0]!;
      const raw = await signers.sign(mail({ from: n.from, subject: `Offer letter - ${employer}`, body: offer(employer) }), n.d);
      const assessment = (await judge(raw, ADA))!;
      reached.push({ name: n.name, level: levelOf(assessment) });
      expect(assessment.report.issues).toEqual([]);
      expect({ level: levelOf(assessment), issues: assessment.judgement.issues }).toEqual({
        level: 'private',
        issues: [
          expect.objectContaining({ code: 'user_content_sender', description: expect.stringContaining(`anyone can make ${n.brand} send it with any text`) }),
        ],
      });
    });
  });

  describe('look-alike domains, unbound and borrowed hiring-system accounts never reach employer verified', () => {
    const board = (tenant: string) => `Apply or track your application: https://boards.greenhouse.io/${tenant}/jobs/4021`;
    const greenhouse = (company: string, ...tenants: string[]) =>
      mail({
        from: `${company} <no-reply@us.greenhouse-mail.io>`,
        subject: `Your onsite interview with ${company}`,
        body: [ONSITE(company), '', ...tenants.map(board)].join('\r\n'),
      });
    const own = (company: string, address: string) =>
      mail({ from: `${company} Recruiting <${address}>`, subject: `Onsite interview at ${company}`, body: ONSITE(company) });
    const LEVELS: { name: string; build: (s: TestSigners) => Promise<Buffer>; level: 'sender_named' | 'private'; reason: RegExp | PolicyIssueCode }[] = [
      {
        name: 'netflix.careers (a proven company of its own) naming Netflix',
        level: 'sender_named',
        reason: /netflix\.com/,
        build: (s) => s.sign(own('Netflix', 'jobs@netflix.careers'), 'netflix.careers'),
      },
      {
        name: 'netflix.xyz naming Netflix',
        level: 'sender_named',
        reason: /netflix\.com/,
        build: (s) => s.sign(own('Netflix', 'talent@netflix.xyz'), 'netflix.xyz'),
      },
      {
        name: 'stripe.eu.org (a free subdomain under a private PSL entry) naming Stripe',
        level: 'sender_named',
        reason: /stripe\.com/,
        build: (s) => s.sign(own('Stripe', 'jobs@stripe.eu.org'), 'stripe.eu.org'),
      },
      {
        name: 'stripe.duckdns.org naming Stripe',
        level: 'sender_named',
        reason: /stripe\.com/,
        build: (s) => s.sign(own('Stripe', 'jobs@stripe.duckdns.org'), 'stripe.duckdns.org'),
      },
      {
        name: 'an unknown company’s own unproven domain (sender named, never verified)',
        level: 'sender_named',
        reason: /verify its domain/,
        build: (s) => s.sign(own('Quillstone', 'talent@quillstone.com'), 'quillstone.com'),
      },
      {
        name: 'homoglyph domain netfiix.com naming Netflix',
        level: 'private',
        reason: 'not_employer',
        build: (s) => s.sign(own('Netflix', 'jobs@netfiix.com'), 'netfiix.com'),
      },
      // The From domain reads in Unicode (netflíx.com), the signature names it in punycode: private
      // as not aligned before the name is even compared.
      {
        name: 'homoglyph IDN netflíx.com (xn--netflx-7va.com) naming Netflix',
        level: 'private',
        reason: 'not_aligned',
        build: (s) => s.sign(own('Netflix', 'jobs@xn--netflx-7va.com'), 'xn--netflx-7va.com'),
      },
      {
        name: 'homoglyph IDN with a Cyrillic і (xn--strpe-p2e.com) naming Stripe',
        level: 'private',
        reason: 'not_aligned',
        build: (s) => s.sign(own('Stripe', 'jobs@xn--strpe-p2e.com'), 'xn--strpe-p2e.com'),
      },
      {
        name: 'a Greenhouse trial account named "Netflix" (unbound tenant)',
        level: 'sender_named',
        reason: /not verified as Netflix/,
        build: (s) => s.sign(greenhouse('Netflix', 'netflixrecruiting'), 'us.greenhouse-mail.io'),
      },
      {
        name: 'a Greenhouse account named "Netflix" with no board link',
        level: 'sender_named',
        reason: /could not tell which Greenhouse account/,
        build: (s) => s.sign(greenhouse('Netflix'), 'us.greenhouse-mail.io'),
      },
      {
        name: 'the attacker’s own bound Greenhouse board naming Netflix',
        level: 'private',
        reason: 'tenant_of_other_employer',
        build: (s) => s.sign(greenhouse('Netflix', 'acmetrials'), 'us.greenhouse-mail.io'),
      },
      {
        name: 'the attacker’s own bound Greenhouse board naming an unknown employer',
        level: 'sender_named',
        reason: /verified as Acme Trials/,
        build: (s) => s.sign(greenhouse('Quillstone', 'acmetrials'), 'us.greenhouse-mail.io'),
      },
      {
        name: 'a proven company’s board linked next to the attacker’s (several tenants: ambiguous)',
        level: 'sender_named',
        reason: /several Greenhouse accounts/,
        build: (s) => s.sign(greenhouse('Brightpath Labs', 'acmetrials', 'brightpathlabs'), 'us.greenhouse-mail.io'),
      },
    ];
    it.each(LEVELS.map((a) => [a.name, a] as const))('%s', async (_name, attack) => {
      const assessment = (await judge(await attack.build(signers), ADA))!;
      const level = levelOf(assessment);
      reached.push({ name: attack.name, level });
      expect(level).toBe(attack.level);
      if (typeof attack.reason === 'string') expect(assessment.judgement.issues.map((i) => i.code)).toContain(attack.reason);
      else {
        expect(assessment.judgement.evidence).toMatchObject({ level: 'sender_named' });
        expect(assessment.judgement.evidence!.label).not.toMatch(/verified/i);
        expect(assessment.judgement.advice).toMatch(attack.reason);
      }
    });

    it('the proven company’s own domain and bound board are employer verified (the harness can reach the level)', async () => {
      const domain = (await judge(await signers.sign(own('Brightpath Labs', 'talent@brightpath-labs.com'), 'brightpath-labs.com'), ADA))!;
      expect(domain.judgement).toMatchObject({
        passed: true,
        level: 'employer_verified',
        advice: null,
        evidence: { employer: 'Brightpath Labs', label: 'Signed by brightpath-labs.com', level: 'employer_verified' },
      });
      const boardMail = (await judge(await signers.sign(greenhouse('Brightpath Labs', 'brightpathlabs'), 'us.greenhouse-mail.io'), ADA))!;
      expect(boardMail.judgement).toMatchObject({
        passed: true,
        level: 'employer_verified',
        evidence: { label: 'Signed by Greenhouse for Brightpath Labs', level: 'employer_verified' },
      });
      const seeded = (await judge(await signers.sign(own('Stripe', 'recruiting@stripe.com'), 'stripe.com'), ADA))!;
      expect(seeded.judgement).toMatchObject({ passed: true, level: 'employer_verified', evidence: { employer: 'Stripe', label: 'Signed by stripe.com' } });
    });
  });

  describe('ARC: a forward that broke the original signature', () => {
    async function forwardedThroughList(sealer: string) {
      const original = await signers.sign(
        mail({
          from: 'Northwind Robotics Recruiting <talent@northwind.com>',
          subject: 'Onsite interview at Northwind Robotics',
          body: ONSITE('Northwind Robotics'),
        }),
        'northwind.com',
      );
      // A list or forwarder adds a footer (the DKIM body hash breaks), then seals what it saw on arrival.
      const modified = Buffer.concat([original, Buffer.from('--\r\nYou received this through the alumni-careers list.\r\n')]);
      const seal = await sealMessage(modified, {
        signingDomain: sealer,
        selector: 'arc1',
        privateKey: signers.keyFor(sealer, 'arc1').privateKey,
        authResults: `mx.${sealer}; dkim=pass header.d=northwind.com header.s=s1; dmarc=pass header.from=northwind.com`,
        cv: 'none',
      } as never);
      return Buffer.concat([seal, modified]);
    }

    it('a trusted sealer that saw an aligned signature pass makes it evidence', async () => {
      const assessment = (await judge(await forwardedThroughList('google.com'), ADA))!;
      expect(assessment.report.dkimResult).toBe('fail');
      expect(assessment.report.arc.result).toBe('pass');
      expect(assessment.judgement).toMatchObject({ passed: true, via: 'arc', evidence: { kind: 'employer_domain', label: 'Signed by northwind.com' } });
      // What the upload stores: the broken signature is no issue once the sealer vouched for it.
      const record = verificationRecord(assessment.report, assessment.judgement, assessment.evidenceFacts, ADA_GMAIL);
      expect(record).toMatchObject({ hasIssues: false, issues: [], evidenceLevel: { label: 'Signed by northwind.com' } });
    });

    it('the same from a sealer nobody trusts is not', async () => {
      const assessment = (await judge(await forwardedThroughList('relay.attacker.test'), ADA))!;
      expect(assessment.report.arc.result).toBe('pass');
      expect(assessment.judgement).toMatchObject({ passed: false, evidence: null, via: null });
    });
  });

  describe('genuine controls (the harness can pass an email)', () => {
    it('a Greenhouse email to the candidate is public evidence for the employer it names', async () => {
      const assessment = (await judge(await signers.sign(genuineGreenhouse(), 'us.greenhouse-mail.io'), ADA))!;
      expect(assessment.report.issues).toEqual([]);
      expect(assessment.judgement).toMatchObject({
        passed: true,
        issues: [],
        evidence: { kind: 'hiring_system', system: 'Greenhouse', employer: 'Acme', label: 'Signed by Greenhouse for Acme' },
      });
    });

    it('an email from the employer’s own domain is public evidence signed by that domain', async () => {
      const raw = await signers.sign(
        mail({
          from: 'Northwind Robotics Recruiting <talent@northwind.com>',
          subject: 'Onsite interview at Northwind Robotics',
          body: ONSITE('Northwind Robotics'),
        }),
        'mail.northwind.com',
      );
      const assessment = (await judge(raw, ADA))!;
      expect(assessment.report.issues).toEqual([]);
      expect(assessment.judgement).toMatchObject({
        passed: true,
        evidence: { kind: 'employer_domain', employer: 'Northwind Robotics', label: 'Signed by northwind.com' },
      });
    });
  });

  // Declared last: jest runs a block's own tests before its nested blocks', so the count waits here.
  describe('closing count', () => {
    it('no attack reached employer verified, and every one was judged', () => {
      expect(reached.length).toBeGreaterThanOrEqual(ATTACKS.length - 1 + 14 + 13);
      expect(reached.filter((r) => r.level === 'employer_verified')).toEqual([]);
      const byLevel = reached.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.level]: (acc[r.level] ?? 0) + 1 }), {});
      console.info(`red team: ${reached.length} attacks judged with the seeded directory: ${JSON.stringify(byLevel)}`);
    });
  });
});
