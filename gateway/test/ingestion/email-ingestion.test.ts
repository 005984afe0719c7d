import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { startService, type BaseServiceConfig, type RunningService } from '@hiring/service-kit';
import { testServiceEnv, uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { ingestionService, loadIngestionConfig } from '@hiring/ingestion';
import {
  startDnsServer,
  generateDkimKey,
  signMessage,
  type DkimKey,
  startTestImapServer,
  type TestImapServer,
  ATS_DOMAIN,
  forwardAsAttachment,
  gmailInlineForward,
  interviewEmail,
} from '@hiring/test-kit/mail';
import { ADMIN_EMAIL, startStack, type Stack, registerCandidate, type RegisteredUser, waitForUploadAddress } from '@hiring/test-kit/stack';

/**
 * Issue 8 end to end: a candidate forwards an interview email to the ingestion mailbox (a real
 * Dovecot), the admin triggers a check through the REST facade, the ingestion service hands the
 * original to the interviews service (EmailIngested on real Kafka), which runs the upload
 * pipeline (real DKIM against a local DNS server) and reports back; the candidate gets a reply
 * through the stack's real SMTP server.
 */
const FORWARDER_DOMAIN = 'mail-forwarder.test';
const MAIL_FROM_ADDRESS = `ingest-${uniqueSuffix()}@hiring.test`;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let atsKey: DkimKey;
let forwarderKey: DkimKey;
let imap: TestImapServer;
let stack: Stack;
let admin: RegisteredUser;
let ada: RegisteredUser;
let ingestionEnv: Record<string, string>;

const signedByForwarder = (message: string) => signMessage(message, { domain: FORWARDER_DOMAIN, selector: 'mail', key: forwarderKey });
const signedByAts = (message: string) => signMessage(message, { domain: ATS_DOMAIN, selector: 's1', key: atsKey });

interface HistoryInterview {
  id: string;
  company_name: string;
  stage: string;
  visibility: string;
  source_type: string;
  verification_details: { has_issues: boolean; issues_list: { title: string }[] };
}

async function history(user: RegisteredUser): Promise<HistoryInterview[]> {
  const response = await stack.rest<{ companies: { interviews: HistoryInterview[] }[] }>('GET', '/api/interview-history', undefined, user.token);
  return response.body.companies.flatMap((c) => c.interviews);
}

interface StatusBody {
  service_configured: boolean;
  email_user: string | null;
  openai_configured: boolean;
  processed_emails_count: number;
  recent_interviews_week: number;
  recent_emails: {
    id: string;
    forwarder_email: string | null;
    subject: string;
    status: string;
    reason: string | null;
    outcome: string | null;
    outcome_reason: string | null;
  }[];
}

const adminStatus = async () => (await stack.rest<StatusBody>('GET', '/api/admin/email-ingestion/status', undefined, admin.token)).body;
const triggerCheck = () =>
  stack.rest<{ success: boolean; message: string; error?: string }>('POST', '/api/admin/email-ingestion/trigger', undefined, admin.token);
const repliesTo = (email: string) => stack.smtp.messages.filter((m) => m.to.includes(email) && m.headers['auto-submitted'] === 'auto-replied');

beforeAll(async () => {
  dns = await startDnsServer();
  atsKey = generateDkimKey();
  forwarderKey = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, atsKey.record);
  dns.setTxt(`mail._domainkey.${FORWARDER_DOMAIN}`, forwarderKey.record);
  imap = await startTestImapServer({ user: MAIL_FROM_ADDRESS });
  ingestionEnv = {
    INGESTION_IMAP_URL: imap.url,
    INGESTION_POLL_INTERVAL_MS: '0',
    DNS_SERVERS: dns.servers.join(','),
    MAIL_FROM: `Hiring Marketplace <${MAIL_FROM_ADDRESS}>`,
  };
  stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(',') }, ingestion: ingestionEnv } });
  [admin, ada] = await Promise.all([
    registerCandidate(stack, { email: ADMIN_EMAIL }),
    registerCandidate(stack, { email: `ada.${uniqueSuffix()}@${FORWARDER_DOMAIN}` }),
  ]);
  await waitForUploadAddress(stack, ada);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await imap?.stop();
  await dns?.close();
});

describe('admin email ingestion routes: who may call them', () => {
  const routes = [
    ['GET', '/api/admin/email-ingestion/status', undefined],
    ['POST', '/api/admin/email-ingestion/trigger', undefined],
    ['POST', '/api/admin/email-ingestion/test-analysis', { subject: 'Onsite interview', body: 'Hi', sender_email: 'a@b.test' }],
  ] as const;

  it.each(routes)('%s %s: 401 without a token, 403 for a candidate', async (method, path, body) => {
    const anonymous = await stack.rest<{ error: string }>(method, path, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Authentication required');
    const candidate = await stack.rest<{ error: string }>(method, path, body, ada.token);
    expect(candidate.status).toBe(403);
    expect(candidate.body).toEqual({ success: false, error: 'Admin access required', message: 'Admin access required' });
  });

  it('answers the admin with the status fields of the spec', async () => {
    const { status, body } = await stack.rest<StatusBody>('GET', '/api/admin/email-ingestion/status', undefined, admin.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      service_configured: true,
      email_user: MAIL_FROM_ADDRESS,
      openai_configured: false,
      processed_emails_count: 0,
      recent_interviews_week: 0,
    });
  });
});

describe('forwarded interview emails (real Dovecot, Kafka, FerretDB, DNS, SMTP)', () => {
  let attachedId = '';

  it('records an original forwarded as an attachment from a verified address as a public interview, and tells the candidate', async () => {
    const original = await signedByAts(interviewEmail(ada.email));
    await imap.append(await signedByForwarder(forwardAsAttachment({ from: `Ada <${ada.email}>`, to: MAIL_FROM_ADDRESS, originals: [original] })));
    const { status, body } = await triggerCheck();
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Email check complete: 1 new message; 1 email sent for processing.', poll: expect.any(Object) });

    const recorded = await waitFor(async () => (await history(ada)).find((i) => i.source_type === 'email_ingestion'), {
      what: 'the ingested interview',
      timeoutMs: 30_000,
    });
    expect(recorded).toMatchObject({ stage: 'onsite', visibility: 'public', verification_details: { has_issues: false } });
    expect(recorded.company_name).toMatch(/^Acme/);
    attachedId = recorded.id;
    const reply = await stack.smtp.waitForMail((m) => m.to.includes(ada.email) && /^Interview recorded:/.test(m.subject), {
      what: 'the reply',
      timeoutMs: 20_000,
    });
    expect(reply.subject).toMatch(/^Interview recorded: Acme/);
    expect(reply.text).toContain('It is verified and counts in your anonymous track record');
    expect(reply.from).toBe(MAIL_FROM_ADDRESS);

    const after = await waitFor(
      async () => {
        const s = await adminStatus();
        return s.recent_interviews_week === 1 ? s : null;
      },
      { what: 'the weekly count' },
    );
    expect(after.processed_emails_count).toBe(1);
    expect(after.recent_emails[0]).toMatchObject({ forwarder_email: ada.email, status: 'forwarded', outcome: 'recorded' });
  });

  it('records an inline forward as a private interview (its signature is not in the forward) and says why', async () => {
    await imap.append(await signedByForwarder(gmailInlineForward({ from: ada.email, to: MAIL_FROM_ADDRESS, candidate: ada.email })));
    expect((await triggerCheck()).body.message).toBe('Email check complete: 1 new message; 1 email sent for processing.');
    const recorded = await waitFor(async () => (await history(ada)).find((i) => i.source_type === 'email_ingestion' && i.id !== attachedId), {
      what: 'the inline interview',
      timeoutMs: 30_000,
    });
    expect(recorded).toMatchObject({
      stage: 'technical_screen',
      visibility: 'private',
      verification_details: { has_issues: true, issues_list: [{ title: 'No DKIM signature' }] },
    });
    expect(recorded.company_name).toMatch(/^Initech/);
    const reply = await stack.smtp.waitForMail((m) => m.to.includes(ada.email) && /as private/.test(m.subject), {
      what: 'the private reply',
      timeoutMs: 20_000,
    });
    expect(reply.text).toContain('- No DKIM signature:');
    expect(reply.text).toContain('Forward as attachment');
  });

  it('refuses a forwarded email that is not about an interview and tells the candidate why, storing nothing', async () => {
    const before = (await history(ada)).length;
    const lunch = interviewEmail(ada.email, {
      subject: 'Lunch on Friday?',
      body: 'Are we still on for lunch on Friday? The new place near the office has great noodles.',
    }).replace('From: Acme Recruiting <no-reply@us.greenhouse-mail.io>', 'From: Bob <bob@friends.example>');
    await imap.append(
      await signedByForwarder(forwardAsAttachment({ from: ada.email, to: MAIL_FROM_ADDRESS, originals: [lunch], subject: 'Fwd: Lunch on Friday?' })),
    );
    await triggerCheck();
    const reply = await stack.smtp.waitForMail((m) => m.to.includes(ada.email) && /^Not recorded/.test(m.subject), { what: 'the refusal', timeoutMs: 30_000 });
    expect(reply.subject).toBe('Not recorded: Lunch on Friday?');
    expect(reply.text).toContain('This email does not look like part of an interview process.');
    expect(await history(ada)).toHaveLength(before);
  });

  it('ignores and logs a sender who is not a verified address of a candidate: no interview, no reply', async () => {
    const stranger = `stranger.${uniqueSuffix()}@${FORWARDER_DOMAIN}`;
    await imap.append(
      await signedByForwarder(forwardAsAttachment({ from: stranger, to: MAIL_FROM_ADDRESS, originals: [await signedByAts(interviewEmail(stranger))] })),
    );
    expect((await triggerCheck()).body.message).toBe('Email check complete: 1 new message; 1 email sent for processing.');
    const logged = await waitFor(async () => (await adminStatus()).recent_emails.find((e) => e.forwarder_email === stranger && e.outcome), {
      what: "the stranger's outcome",
      timeoutMs: 30_000,
    });
    expect(logged).toMatchObject({ status: 'forwarded', outcome: 'ignored', outcome_reason: 'The sender is not a verified email address of any candidate.' });
    await stack.settled();
    expect(stack.smtp.messages.filter((m) => m.to.includes(stranger))).toEqual([]);
  });

  it('accepts a forward from an address the candidate verified later (CandidateEmailVerified)', async () => {
    const work = `ada.work.${uniqueSuffix()}@${FORWARDER_DOMAIN}`;
    const since = new Date();
    expect((await stack.rest('POST', '/api/candidate/add-email', { email: work }, ada.token)).status).toBe(200);
    const code = await stack.smtp.waitForCode(work, { since });
    expect((await stack.rest('POST', '/api/candidate/verify-additional-email', { email: work, code }, ada.token)).status).toBe(200);
    await waitForUploadAddress(stack, ada, { address: work });
    const before = (await history(ada)).length;
    const original = await signedByAts(
      interviewEmail(work, {
        subject: 'Final round with Acme Inc',
        body: 'We would like to invite you to the final round interview for the Data Engineer position at Acme on December 1, 2026.',
      }),
    );
    await imap.append(
      await signedByForwarder(forwardAsAttachment({ from: work, to: MAIL_FROM_ADDRESS, originals: [original], subject: 'Fwd: Final round with Acme Inc' })),
    );
    await triggerCheck();
    await waitFor(async () => (await history(ada)).length === before + 1, { what: 'the interview from the work address', timeoutMs: 30_000 });
    expect((await history(ada)).filter((i) => i.stage === 'final' && i.visibility === 'public')).toHaveLength(1);
    const reply = await stack.smtp.waitForMail((m) => m.to.includes(work) && /^Interview recorded:/.test(m.subject), {
      what: 'the reply to the work address',
      timeoutMs: 20_000,
    });
    expect(reply.text).toContain('Final Round');
  });

  it('processes nothing twice on a second trigger or after the ingestion service restarts; the counts follow', async () => {
    const interviews = (await history(ada)).length;
    const replies = repliesTo(ada.email).length;
    const before = await adminStatus();
    expect(before.processed_emails_count).toBe(5);
    expect(before.recent_interviews_week).toBe(3);

    const [first, second] = await Promise.all([triggerCheck(), triggerCheck()]);
    expect([first.body.message, second.body.message]).toEqual(['Email check complete: no new messages.', 'Email check complete: no new messages.']);

    // Restart the ingestion service on the same port and database (the gateway keeps its URL).
    const old = stack.services.ingestion;
    await old.stop();
    const restarted = await startService({
      ...ingestionService(
        loadIngestionConfig(
          testServiceEnv('ingestion', {
            ...ingestionEnv,
            MONGO_DB: old.config.MONGO_DB,
            KAFKA_GROUP_PREFIX: old.config.KAFKA_GROUP_PREFIX,
            SMTP_URL: stack.smtp.url,
            PERSON_KEYS_URL: old.config.PERSON_KEYS_URL,
            INTERNAL_API_SECRET: old.config.INTERNAL_API_SECRET ?? '',
            PORT: String(new URL(old.url).port),
          }),
        ),
      ),
      consumerSessionTimeoutMs: 10_000,
    });
    stack.services.ingestion = restarted as unknown as RunningService<BaseServiceConfig>;
    expect((await triggerCheck()).body.message).toBe('Email check complete: no new messages.');

    await stack.settled();
    expect(await history(ada)).toHaveLength(interviews);
    expect(repliesTo(ada.email)).toHaveLength(replies);
    expect(await adminStatus()).toMatchObject({ processed_emails_count: 5, recent_interviews_week: 3 });

    // A new forward after the restart is processed, once.
    await imap.append(
      await signedByForwarder(
        forwardAsAttachment({
          from: ada.email,
          to: MAIL_FROM_ADDRESS,
          originals: [
            await signedByAts(
              interviewEmail(ada.email, {
                subject: 'Offer from Acme Inc',
                body: 'We are delighted to offer you the Senior Software Engineer position at Acme.',
              }),
            ),
          ],
        }),
      ),
    );
    expect((await triggerCheck()).body.message).toBe('Email check complete: 1 new message; 1 email sent for processing.');
    await waitFor(async () => (await history(ada)).length === interviews + 1, { what: 'the offer', timeoutMs: 30_000 });
    await waitFor(async () => (await adminStatus()).recent_interviews_week === 4, { what: 'the weekly count' });
    expect((await adminStatus()).processed_emails_count).toBe(6);
  });
});

describe('test analysis (the extractor, nothing stored)', () => {
  const corpus = fileURLToPath(new URL('../../../services/interviews/test/fixtures/corpus/', import.meta.url));

  async function corpusInput(file: string) {
    const mail = await simpleParser(await readFile(`${corpus}${file}`));
    return {
      subject: mail.subject ?? '',
      body: mail.text?.trim() ? mail.text : typeof mail.html === 'string' ? mail.html : '',
      sender_email: mail.from?.value[0]?.address ?? '',
    };
  }

  it.each([
    ['02-greenhouse-technical-screen-confirmed.eml', { is_interview_related: true, company_name: 'Lattice Robotics', interview_stage: 'technical_screen' }],
    ['07-lever-phone-screen-confirmed.eml', { is_interview_related: true, company_name: 'Fieldnote', interview_stage: 'phone_screen' }],
    ['18-icims-offer.eml', { is_interview_related: true, interview_stage: 'offer' }],
  ])('reads %s as the upload pipeline would', async (file, expected) => {
    const interviewsBefore = (await history(ada)).length;
    const { status, body } = await stack.rest<{ success: boolean; analysis: Record<string, unknown> }>(
      'POST',
      '/api/admin/email-ingestion/test-analysis',
      await corpusInput(file),
      admin.token,
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.analysis).toMatchObject({ ...expected, extracted_by: 'heuristic' });
    expect(Object.keys(body.analysis).sort()).toEqual(
      [
        'company_domain',
        'company_name',
        'extracted_by',
        'forwarded',
        'interview_date',
        'interview_stage',
        'is_interview_related',
        'job_family',
        'job_title',
        'position',
        'stage_label',
        'summary',
      ].sort(),
    );
    expect(await history(ada)).toHaveLength(interviewsBefore);
  });

  it('tells non-interview mail apart, and unwraps a pasted forward', async () => {
    const lunch = await stack.rest<{ analysis: { is_interview_related: boolean } }>(
      'POST',
      '/api/admin/email-ingestion/test-analysis',
      { subject: 'Lunch?', body: 'Noodles on Friday at noon?', sender_email: 'bob@friends.example' },
      admin.token,
    );
    expect(lunch.body.analysis.is_interview_related).toBe(false);
    const forward = gmailInlineForward({ from: 'ada@x.test', to: 'me@x.test', candidate: 'ada@x.test' }).split('\r\n\r\n').slice(1).join('\r\n\r\n');
    const pasted = await stack.rest<{ analysis: { forwarded: string; interview_stage: string; company_name: string } }>(
      'POST',
      '/api/admin/email-ingestion/test-analysis',
      { subject: 'Fwd: Technical screen', body: forward, sender_email: '' },
      admin.token,
    );
    expect(pasted.body.analysis).toMatchObject({ forwarded: 'gmail', interview_stage: 'technical_screen' });
  });

  it("answers the spec's alert text when both subject and body are empty, and checks the sender address", async () => {
    const empty = await stack.rest('POST', '/api/admin/email-ingestion/test-analysis', { subject: '  ', body: '', sender_email: 'a@b.test' }, admin.token);
    expect(empty).toEqual({
      status: 400,
      body: { success: false, error: 'Please provide at least a subject or body', message: 'Please provide at least a subject or body' },
    });
    const noBody = await stack.rest('POST', '/api/admin/email-ingestion/test-analysis', undefined, admin.token);
    expect(noBody.status).toBe(400);
    const badSender = await stack.rest<{ error: string }>(
      'POST',
      '/api/admin/email-ingestion/test-analysis',
      { subject: 'Onsite', body: 'x', sender_email: 'not an address' },
      admin.token,
    );
    expect(badSender).toMatchObject({ status: 400, body: { error: 'Please provide a valid sender email address' } });
  });
});
