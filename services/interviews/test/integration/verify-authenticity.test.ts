import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { createDnsResolver } from '@hiring/service-kit/dns';
import { HeuristicExtractor, type Extractor } from '@hiring/extraction';
import { verifyAuthenticity } from '../../src/domain/verification/verify-authenticity.js';
import { readEmail } from '../../src/workers/read-email.task.js';
import { startDnsServer, generateDkimKey, signMessage, type DkimKey } from '@hiring/test-kit/mail';

const DOMAIN = 'us.greenhouse-mail.io';
const message = [
  'From: Acme Recruiting <no-reply@us.greenhouse-mail.io>',
  'To: Ada Lovelace <ada@example.test>',
  'Subject: Your onsite interview with Acme Inc',
  'Date: Tue, 03 Nov 2026 10:00:00 +0000',
  'Message-ID: <abc123@us.greenhouse-mail.io>',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Hi Ada,',
  '',
  'Thanks for your time so far. We would like to invite you to a final round onsite',
  'interview for the Senior Software Engineer role on November 12.',
  '',
  'Best, the Acme Recruiting team',
  '',
].join('\r\n');

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let key: DkimKey;
let resolver: ReturnType<typeof createDnsResolver>;

beforeAll(async () => {
  dns = await startDnsServer();
  key = generateDkimKey();
  dns.setTxt(`s1._domainkey.${DOMAIN}`, key.record);
  resolver = createDnsResolver(dns.servers);
});
afterAll(async () => {
  await dns.close();
});

describe('verifyAuthenticity (mailauth against a real local DNS server)', () => {
  it('passes an untouched signed email and keeps the evidence', async () => {
    const signed = await signMessage(message, { domain: DOMAIN, selector: 's1', key });
    const report = await verifyAuthenticity(signed, resolver);
    expect(report.dkimResult).toBe('pass');
    expect(report.issues).toEqual([]);
    expect(report.dkim[0]).toMatchObject({
      signingDomain: DOMAIN,
      selector: 's1',
      result: 'pass',
      keyFingerprint: createHash('sha256').update(Buffer.from(key.publicKeyBase64, 'base64')).digest('base64'),
      alignedWithFrom: true,
    });
    expect(report.confidence).toBeGreaterThanOrEqual(90);
  });

  it('flags a body changed after signing', async () => {
    const signed = (await signMessage(message, { domain: DOMAIN, selector: 's1', key })).toString().replace('final round onsite', 'offer');
    const report = await verifyAuthenticity(Buffer.from(signed), resolver);
    expect(report.dkimResult).toBe('fail');
    expect(report.issues[0]?.title).toBe('Email content was modified');
  });

  it('flags a subject changed after signing', async () => {
    const signed = (await signMessage(message, { domain: DOMAIN, selector: 's1', key })).toString().replace('Subject: Your onsite', 'Subject: Your offer');
    const report = await verifyAuthenticity(Buffer.from(signed), resolver);
    expect(report.dkimResult).toBe('fail');
    expect(report.issues[0]?.title).toBe('Signature does not match');
  });

  it('flags a signature made with another key than the published one', async () => {
    const signed = await signMessage(message, { domain: DOMAIN, selector: 's1', key: generateDkimKey() });
    const report = await verifyAuthenticity(signed, resolver);
    expect(report.dkimResult).toBe('fail');
    expect(report.issues[0]?.title).toBe('Signature does not match');
  });

  it('flags an unknown selector and an unsigned email', async () => {
    const unknown = await verifyAuthenticity(await signMessage(message, { domain: DOMAIN, selector: 'rotated-away', key }), resolver);
    expect(unknown.dkimResult).toBe('fail');
    expect(unknown.issues[0]?.title).toBe("Sender's signing key not found");
    const unsigned = await verifyAuthenticity(Buffer.from(message), resolver);
    expect(unsigned.dkimResult).toBe('none');
    expect(unsigned.issues[0]?.title).toBe('No DKIM signature');
    expect(unsigned.confidence).toBeLessThan(50);
  });

  it('judges a signature that expired two hours after signing at its signing time', async () => {
    const signTime = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    const signed = await signMessage(message, { domain: DOMAIN, selector: 's1', key, signTime, expires: new Date(signTime.getTime() + 2 * 3600 * 1000) });
    const report = await verifyAuthenticity(signed, resolver);
    expect(report.dkimResult).toBe('pass');
    expect(report.dkim[0]?.judgedAt).toBe(new Date(Math.floor(signTime.getTime() / 1000) * 1000).toISOString());
    expect(report.issues).toEqual([]);
  });

  it("answers 'try again' without judging or reading an email whose signing key cannot be looked up (a DNS timeout)", async () => {
    dns.silence(`stalled._domainkey.${DOMAIN}`);
    const signed = await signMessage(message, { domain: DOMAIN, selector: 'stalled', key });
    // Short timeouts: the verdict is the same as after the service's 3 s, two tries.
    const stalling = createDnsResolver(dns.servers, 200);
    let extractions = 0;
    const heuristic = new HeuristicExtractor();
    const counting: Extractor = {
      kind: heuristic.kind,
      extract: (task, input) => {
        extractions += 1;
        return heuristic.extract(task, input);
      },
    };
    const report = await verifyAuthenticity(signed, stalling);
    expect(report.dkim[0]).toMatchObject({ selector: 'stalled', result: 'temperror' });
    const task = { raw: new Uint8Array(signed), verified: ['ada@example.test'], sourceType: 'email_upload' as const };
    expect(await readEmail({ resolver: stalling, extractor: counting, trustedArcSealers: [] }, task)).toEqual({ kind: 'key-lookup-failed' });
    expect(extractions).toBe(0);
    // The same email whose key answers is read and judged as usual.
    const answered = await signMessage(message, { domain: DOMAIN, selector: 's1', key });
    const read = await readEmail({ resolver, extractor: counting, trustedArcSealers: [] }, { ...task, raw: new Uint8Array(answered) });
    expect(read.kind).toBe('read');
    expect(extractions).toBe(1);
  });

  it("judges a key the DNS says does not exist as the email's fault, not as a lookup failure", async () => {
    const signed = await signMessage(message, { domain: DOMAIN, selector: 'rotated-away', key });
    const task = { raw: new Uint8Array(signed), verified: ['ada@example.test'], sourceType: 'email_upload' as const };
    const read = await readEmail({ resolver, extractor: new HeuristicExtractor(), trustedArcSealers: [] }, task);
    expect(read.kind === 'read' && read.assessment.report.issues[0]?.title).toBe("Sender's signing key not found");
  });
});
