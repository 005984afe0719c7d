import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CandidateUnlockedV1, createEnvelope, InterviewDeletedV1, InterviewUploadedV1 } from '@hiring/contracts';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { ATS_DOMAIN, interviewEmail, startDnsServer, generateDkimKey, signMessage, type DkimKey } from '@hiring/test-kit/mail';
import {
  startStack,
  type Stack,
  registerCandidate,
  registerCompany,
  verifiedRegistrationToken,
  type RegisteredUser,
  uploadEml,
  waitForUploadAddress,
} from '@hiring/test-kit/stack';

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let key: DkimKey;
let stack: Stack;
let ada: RegisteredUser;

const upload = (file: Buffer | string, token: string | undefined, filename = 'interview.eml') =>
  uploadEml<Record<string, any>>(stack.gateway.url, file, token, { filename }); // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  dns = await startDnsServer();
  key = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
  stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(','), UPLOADS_PER_10_MINUTES: '12' } } });
  ada = await registerCandidate(stack);
  await waitForUploadAddress(stack, ada);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await dns?.close();
});

describe('interview email upload through the gateway (real Kafka, FerretDB, DNS)', () => {
  let publicId = '';
  let privateId = '';

  it('records a signed email addressed to the candidate as a public, verified interview and publishes it', async () => {
    const watcher = await watchTopic(stack.services.interviews.kafka, InterviewUploadedV1);
    const { status, body } = await upload(await signMessage(interviewEmail(ada.email), { domain: ATS_DOMAIN, selector: 's1', key }), ada.token);
    expect(status).toBe(200);
    expect(body['success']).toBe(true);
    expect(body['ui_summary']).toMatchObject({ has_issues: false, issues: [] });
    expect(body['interview_data'].company_name).toMatch(/^Acme/);
    expect(body['interview_data'].company_name).not.toMatch(/greenhouse/i);
    expect(body['interview_data'].interview_stage).toBe('onsite');
    expect(body['interview'].visibility).toBe('public');
    expect(body['grouping_info']).toMatchObject({ grouped_with_existing: false });
    publicId = body['interview'].id;
    // the documented verification_tests (docs/product/data.md#interview), the same from upload and history
    const tests = body['interview'].verification_tests;
    expect(tests).toMatchObject({
      content_unmodified: { passed: true, dkim_passed: true, arc_passed: false },
      sender_verified: { passed: tests.spf === 'pass', original_spf_passed: tests.spf === 'pass', current_spf_passed: null },
      dkim: 'pass',
      ownership: 'pass',
      recipient: ada.email,
    });
    const history = await stack.rest<{ companies: { interviews: { id: string; verification_tests: unknown }[] }[] }>(
      'GET',
      '/api/interview-history',
      undefined,
      ada.token,
    );
    expect(history.body.companies.flatMap((c) => c.interviews).find((i) => i.id === publicId)?.verification_tests).toEqual(tests);
    const event = await waitFor(async () => watcher.events.find((e) => e.aggregateId === publicId), { what: 'InterviewUploaded' });
    await watcher.stop();
    expect(event.payload).toMatchObject({ interviewId: publicId, candidateId: ada.user.id, visibility: 'public', stage: 'onsite' });
    expect(JSON.stringify(event.payload)).not.toContain(ada.email);
  });

  it('keeps an email changed after signing, as private, with the concern message and the issue', async () => {
    const signed = (await signMessage(interviewEmail(ada.email, { subject: 'Technical screen with Acme' }), { domain: ATS_DOMAIN, selector: 's1', key }))
      .toString()
      .replace('onsite interview', 'final round interview');
    const { status, body } = await upload(signed, ada.token);
    expect(status).toBe(200);
    expect(body['message']).toBe('Upload processed with verification concerns. The email is saved but marked as private.');
    expect(body['ui_summary'].has_issues).toBe(true);
    expect(body['ui_summary'].issues[0].title).toBe('Email content was modified');
    expect(body['interview'].visibility).toBe('private');
    expect(body['grouping_info'].grouped_with_existing).toBe(true);
    privateId = body['interview'].id;
    expect(body['interview'].verification_tests).toMatchObject({ content_unmodified: { passed: false, dkim_passed: false, arc_passed: false }, dkim: 'fail' });
    const history = await stack.rest<{ companies: { interviews: { id: string; verification_tests: unknown }[] }[] }>(
      'GET',
      '/api/interview-history',
      undefined,
      ada.token,
    );
    expect(history.body.companies.flatMap((c) => c.interviews).find((i) => i.id === privateId)?.verification_tests).toEqual(
      body['interview'].verification_tests,
    );
  });

  it('keeps a forwarded copy private: the signature does not cover the original inside', async () => {
    const forward = [
      `From: Ada <${ada.email}>`,
      'To: me@elsewhere.test',
      'Subject: Fwd: Final round with Acme',
      'Date: Wed, 04 Nov 2026 09:00:00 +0000',
      `Message-ID: <fwd-${uniqueSuffix()}@example.test>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      '---------- Forwarded message ---------',
      'From: Acme Recruiting <no-reply@us.greenhouse-mail.io>',
      'Date: Tue, Nov 3, 2026 at 10:00 AM',
      'Subject: Final round with Acme',
      `To: Ada <${ada.email}>`,
      '',
      'We are happy to invite you to the final round interview at Acme on November 20, 2026.',
      '',
    ].join('\r\n');
    const signed = await signMessage(forward, { domain: ATS_DOMAIN, selector: 's1', key });
    const { status, body } = await upload(signed, ada.token);
    expect(status).toBe(200);
    expect(body['interview'].visibility).toBe('private');
    expect(body['ui_summary'].issues.map((i: { title: string }) => i.title)).toContain('Forwarded copy');
    await stack.rest('DELETE', `/api/interview/${body['interview'].id}`, undefined, ada.token);
  });

  it('refuses an email not addressed to the candidate with 422, details and the support contact, storing nothing', async () => {
    const { status, body } = await upload(
      await signMessage(interviewEmail('someone.else@example.test'), { domain: ATS_DOMAIN, selector: 's1', key }),
      ada.token,
    );
    expect(status).toBe(422);
    expect(body['error']).toBe('This email was not sent to or from one of your verified email addresses.');
    expect(body['detailed_issues'][0]).toEqual({ message: expect.stringContaining(ada.email), suggestion: expect.any(String) });
    expect(body['support_info']).toEqual({ email: expect.stringContaining('@'), include_filename: true });
    const history = await stack.rest<{ total_interviews: number }>('GET', '/api/interview-history', undefined, ada.token);
    expect(history.body.total_interviews).toBe(2);
  });

  it('counts the same email once, and refuses it from a second account', async () => {
    const email = await signMessage(interviewEmail(ada.email, { messageId: `dup-${uniqueSuffix()}`, subject: 'Phone screen with Acme' }), {
      domain: ATS_DOMAIN,
      selector: 's1',
      key,
    });
    const first = await upload(email, ada.token);
    const again = await upload(email, ada.token);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body['duplicate']).toBe(true);
    expect(again.body['interview'].id).toBe(first.body['interview'].id);

    const grace = await registerCandidate(stack, { firstName: 'Grace' });
    await waitFor(
      async () => (await stack.graphql<{ myUploadAddresses: string[] }>('{ myUploadAddresses }', {}, grace.token)).body.data?.myUploadAddresses.length,
    );
    const forwardedToGrace = email.toString().replace(`To: ${ada.email}`, `To: ${ada.email}\r\nCc: ${grace.email}`);
    const stolen = await upload(forwardedToGrace, grace.token);
    expect(stolen.status).toBe(409);
    expect(stolen.body['error']).toBe('This email has already been uploaded by another account. One interview can only belong to one person.');
    const history = await stack.rest<{ total_interviews: number }>('GET', '/api/interview-history', undefined, ada.token);
    expect(history.body.total_interviews).toBe(3);
    await stack.rest('DELETE', `/api/interview/${first.body['interview'].id}`, undefined, ada.token);
  });

  it('stores an email once when the database took the write but its answer was lost, and publishes it', async () => {
    // FerretDB killed between the write and its answer (seen in deploy/test/fault-injection.test.ts):
    // the save throws a network error although the interview is stored. The user retries.
    const lin = await registerCandidate(stack, { firstName: 'Lin' });
    await waitForUploadAddress(stack, lin);
    const Interview = stack.services.interviews.connection.models['Interview']!;
    const realSave = Interview.prototype.save as (...args: unknown[]) => Promise<unknown>;
    Interview.prototype.save = async function (this: unknown, ...args: unknown[]) {
      Interview.prototype.save = realSave;
      await realSave.apply(this, args);
      throw Object.assign(new Error('read ECONNRESET'), { name: 'MongoNetworkError' });
    };
    const watcher = await watchTopic(stack.services.interviews.kafka, InterviewUploadedV1);
    try {
      const email = await signMessage(interviewEmail(lin.email, { messageId: `lost-answer-${uniqueSuffix()}`, subject: 'Technical screen with Acme' }), {
        domain: ATS_DOMAIN,
        selector: 's1',
        key,
      });
      const first = await upload(email, lin.token);
      expect(first.status).toBe(503);
      const again = await upload(email, lin.token);
      expect({ status: again.status, duplicate: again.body['duplicate'] }).toEqual({ status: 200, duplicate: true });
      const id = again.body['interview'].id as string;
      expect((await Interview.find({ candidateId: lin.user.id }, { _id: 1 }).lean()).map((doc) => doc._id)).toEqual([id]);
      const history = await stack.rest<{ total_interviews: number }>('GET', '/api/interview-history', undefined, lin.token);
      expect(history.body.total_interviews).toBe(1);
      // Its event reaches the broker, once.
      await waitFor(async () => watcher.events.some((e) => e.aggregateId === id), { what: 'InterviewUploaded of the stored interview' });
      expect(watcher.events.filter((e) => e.aggregateId === id)).toHaveLength(1);
    } finally {
      Interview.prototype.save = realSave;
      await watcher.stop();
    }
  });

  it('refuses bad files with clear errors: not .eml, not an email, too large, no file', async () => {
    expect((await upload('hello', ada.token, 'notes.txt')).body['error']).toBe('Please select valid .eml email files.');
    const pdf = await upload('%PDF-1.7\n1 0 obj << >> endobj\n', ada.token, 'resume.eml');
    expect(pdf.status).toBe(400);
    expect(pdf.body['error']).toMatch(/not a readable email/);
    const huge = await upload(Buffer.alloc(11 * 1024 * 1024, 97), ada.token, 'huge.eml');
    expect(huge.status).toBe(413);
    expect(huge.body['error']).toBe('The email file is too large (maximum 10 MB).');
  });

  it('checks who is asking', async () => {
    const email = interviewEmail(ada.email);
    expect((await upload(email, undefined)).status).toBe(401);
    const company = await registerCompany(stack);
    expect((await upload(email, company.token)).status).toBe(403);
    expect((await stack.rest('GET', '/api/interview-history', undefined, company.token)).status).toBe(403);
    expect((await stack.rest('DELETE', `/api/interview/${publicId}`, undefined, company.token)).status).toBe(403);
    const grace = await registerCandidate(stack, { firstName: 'Other' });
    const foreign = await stack.rest('PATCH', `/api/interview/${publicId}/visibility`, { visibility: 'private' }, grace.token);
    expect(foreign.status).toBe(404);
  });

  it('lets the owner toggle visibility (not to public while there are issues), edit the position and delete', async () => {
    const hide = await stack.rest<{ interview: { visibility: string } }>(
      'PATCH',
      `/api/interview/${publicId}/visibility`,
      { visibility: 'private' },
      ada.token,
    );
    expect(hide.status).toBe(200);
    expect(hide.body.interview.visibility).toBe('private');
    const show = await stack.rest<{ error: string }>('PATCH', `/api/interview/${privateId}/visibility`, { visibility: 'public' }, ada.token);
    expect(show.status).toBe(400);
    expect(show.body.error).toBe('This interview has verification issues and stays private.');

    const wrong = await stack.rest<{ error: string }>(
      'PATCH',
      `/api/candidate/interviews/${publicId}/position`,
      { job_family: 'software-engineering', job_title: 'Chief Financial Officer' },
      ada.token,
    );
    expect(wrong.status).toBe(400);
    type Owned = { id: string; position: string; ai_summary: string | null; job_title: string | null };
    const ownView = async () =>
      (await stack.rest<{ companies: { interviews: Owned[] }[] }>('GET', '/api/interview-history', undefined, ada.token)).body.companies
        .flatMap((c) => c.interviews)
        .find((i) => i.id === publicId)!;
    const before = await ownView();
    // The email's title is in the AI summary (the heuristic extractor's).
    expect(before.ai_summary).toContain('Senior Software Engineer');
    const edited = await stack.rest<Record<string, unknown>>(
      'PATCH',
      `/api/candidate/interviews/${publicId}/position`,
      { job_family: 'data-analytics', job_title: 'Data Scientist' },
      ada.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ job_family: 'data-analytics', job_title: 'Data Scientist', position_edited_by_candidate: true });
    expect(edited.body['ai_extracted_job_family']).not.toBe('data-analytics');
    // issue 32: the headline is the chosen title, not "Data Scientist (Data Analytics)", and the summary says it too.
    expect(edited.body['position']).toBe('Data Scientist');
    const after = await ownView();
    expect(after.position).toBe('Data Scientist');
    expect(after.ai_summary).toContain('Data Scientist');
    expect(after.ai_summary).not.toContain('Senior Software Engineer');

    const watcher = await watchTopic(stack.services.interviews.kafka, InterviewDeletedV1);
    expect((await stack.rest('DELETE', `/api/interview/${privateId}`, undefined, ada.token)).status).toBe(200);
    await waitFor(async () => watcher.events.find((e) => e.aggregateId === privateId), { what: 'InterviewDeleted' });
    await watcher.stop();
    const history = await stack.rest<{ total_interviews: number; companies: { interviews: { id: string }[] }[] }>(
      'GET',
      '/api/interview-history',
      undefined,
      ada.token,
    );
    expect(history.body.total_interviews).toBe(1);
    expect(history.body.companies[0]!.interviews.map((i) => i.id)).toEqual([publicId]);
  });

  it('reports ranking stats with percentile labels', async () => {
    const stats = await stack.rest<{ rankings: Record<string, { count: number; label: string; platform_average: number }> }>(
      'GET',
      '/api/candidate/ranking-stats',
      undefined,
      ada.token,
    );
    expect(stats.status).toBe(200);
    expect(stats.body.rankings['total_interviews']!.count).toBe(1);
    expect(stats.body.rankings['companies']!.count).toBe(1);
    expect(stats.body.rankings['total_interviews']!.label).toMatch(/^(Top \d+%|\d+(st|nd|rd|th) percentile)$/);
  });

  it('counts company interest from CandidateUnlocked once, even when the event is delivered twice', async () => {
    const before = await stack.rest<{ rankings: Record<string, unknown> }>('GET', '/api/candidate/ranking-stats', undefined, ada.token);
    expect(before.body.rankings['profile_unlocks']).toBeUndefined();
    const unlockBy = (companyId: string) =>
      createEnvelope(CandidateUnlockedV1, {
        aggregateId: ada.user.id,
        payload: {
          unlockId: `${companyId}:${ada.user.id}`,
          companyId,
          candidateId: ada.user.id,
          companyName: 'Acme',
          companyDomain: null,
          tokensSpent: 10,
          unlockedAt: new Date().toISOString(),
        },
      });
    const send = (event: ReturnType<typeof unlockBy>) =>
      stack.services.interviews.producer.send({ topic: CandidateUnlockedV1.topic, messages: [{ key: ada.user.id, value: JSON.stringify(event) }] });
    const twice = unlockBy(`company-${uniqueSuffix()}`);
    await send(twice);
    await send(twice);
    // A second company's unlock, on the same partition (same key), is consumed after both deliveries:
    // once it counts, the duplicate has been seen, so the count is exact rather than early.
    await send(unlockBy(`company-${uniqueSuffix()}`));
    const stats = await waitFor(
      async () => {
        const r = await stack.rest<{ rankings: Record<string, { count: number } | undefined> }>('GET', '/api/candidate/ranking-stats', undefined, ada.token);
        return (r.body.rankings['profile_unlocks']?.count ?? 0) >= 2 ? r.body.rankings : null;
      },
      { what: 'the company interest ranking' },
    );
    expect(stats['profile_unlocks']!.count).toBe(2);

    // issue 32: who unlocked the candidate, newest first, once per company; theirs alone.
    const QUERY = '{ companyInterest { companyName companyDomain unlockedAt } }';
    type Interest = { companyInterest: { companyName: string | null; companyDomain: string | null; unlockedAt: string }[] };
    const own = await stack.graphql<Interest>(QUERY, {}, ada.token);
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data!.companyInterest).toHaveLength(2);
    expect(own.body.data!.companyInterest.map((i) => [i.companyName, i.companyDomain])).toEqual([
      ['Acme', null],
      ['Acme', null],
    ]);
    const times = own.body.data!.companyInterest.map((i) => Date.parse(i.unlockedAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
    const other = await registerCandidate(stack, { firstName: 'Other' });
    expect((await stack.graphql<Interest>(QUERY, {}, other.token)).body.data!.companyInterest).toEqual([]);
    const company = await registerCompany(stack);
    expect((await stack.graphql<Interest>(QUERY, {}, company.token)).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('accepts uploads during registration with the temporary token, for the code-verified address', async () => {
    const email = `newcomer.${uniqueSuffix()}@example.test`;
    const temp = await verifiedRegistrationToken(stack, { email, first_name: 'New', last_name: 'Comer', user_type: 'candidate' });
    const { status, body } = await upload(await signMessage(interviewEmail(email), { domain: ATS_DOMAIN, selector: 's1', key }), temp);
    // The whole answer is printed when it fails.
    expect({ status, body }).toMatchObject({ status: 200 });
    expect(body['interview'].visibility).toBe('public');
  });

  it('answers 429 when a candidate uploads too fast', async () => {
    const busy = await registerCandidate(stack, { firstName: 'Busy' });
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await upload(interviewEmail('nobody@example.test'), busy.token)).status);
    expect(statuses.slice(0, 12).every((s) => s !== 429)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});

describe('the evidence policy through the running product', () => {
  it('stores a "offer" from a friend’s personal mailbox as private, with the reason, and answers GraphQL the same', async () => {
    const gmailKey = generateDkimKey();
    dns.setTxt('s1._domainkey.gmail.com', gmailKey.record);
    const forged = interviewEmail(ada.email, {
      subject: 'Your offer from Stripe',
      body: 'We are delighted to offer you the Staff Engineer position at Stripe.',
    }).replace('From: Acme Recruiting <no-reply@us.greenhouse-mail.io>', 'From: Stripe Recruiting <stripe.recruiting.team@gmail.com>');
    const { status, body } = await upload(await signMessage(forged, { domain: 'gmail.com', selector: 's1', key: gmailKey }), ada.token);
    expect(status).toBe(200);
    expect(body['message']).toBe('Upload processed with verification concerns. The email is saved but marked as private.');
    expect(body['interview'].visibility).toBe('private');
    expect(body['ui_summary'].issues.map((i: { title: string }) => i.title)).toContain('Sent from a personal mailbox');
    type Row = { id: string; visibility: string; verificationDetails: { issuesList: { title: string }[] } };
    const history = await stack.graphql<{ interviewHistory: { companies: { interviews: Row[] }[] } }>(
      '{ interviewHistory { companies { interviews { id visibility verificationDetails { issuesList { title } } } } } }',
      {},
      ada.token,
    );
    const stored = history.body.data?.interviewHistory.companies.flatMap((c) => c.interviews).find((i) => i.id === body['interview'].id);
    expect(stored?.visibility).toBe('private');
    expect(stored?.verificationDetails.issuesList.map((i) => i.title)).toContain('Sent from a personal mailbox');
  });

  it('keeps someone else’s genuine email with a prepended Delivered-To private, and its owner can still upload it', async () => {
    const grace = await registerCandidate(stack);
    await waitForUploadAddress(stack, grace);
    const genuine = await signMessage(interviewEmail(grace.email, { subject: 'Final round with Acme' }), { domain: ATS_DOMAIN, selector: 's1', key });
    const borrowed = Buffer.concat([Buffer.from(`Delivered-To: ${ada.email}\r\nX-Original-To: ${ada.email}\r\n`), genuine]);

    const attempt = await upload(borrowed, ada.token);
    expect(attempt.status).toBe(200);
    expect(attempt.body['interview'].visibility).toBe('private');
    expect(attempt.body['ui_summary'].issues.map((i: { title: string }) => i.title)).toContain('This email was addressed to someone else');

    const owner = await upload(genuine, grace.token);
    expect(owner.status).toBe(200);
    expect(owner.body['interview'].visibility).toBe('public');
    expect(owner.body['ui_summary']).toMatchObject({ has_issues: false, issues: [] });
  });
});
