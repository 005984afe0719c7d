import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deleteTestIndices, startTestSmtpServer, uniqueSuffix, type TestSmtpServer } from '@hiring/service-kit/testing';
import { registerCandidate, registerCompany, type RegisteredUser, type Stack } from '@hiring/test-kit/stack';
import { startDnsServer, generateDkimKey, signMessage, type DkimKey } from '@hiring/test-kit/mail';
import { PrivateInfra } from './support/private-infra.js';
import { startSupervisedProduct, type SupervisedProduct } from './support/supervised-product.js';
import { postGraphql } from '@hiring/test-kit/graphql';

/**
 * Fault injection (issue 13): the product as separate processes under the local runner's
 * supervisor (deploy/local/lib), on a Kafka broker and a FerretDB this file starts on free ports.
 * While a steady load runs through the gateway's REST API (DKIM-signed interview uploads,
 * candidate profile updates, company unlocks), three faults are injected one after the other:
 *   1. kill -9 the company service (a consumer) right after a burst of uploads; the supervisor restarts it;
 *   2. kill -9 the Kafka broker, start it again;
 *   3. kill -9 FerretDB, start it again.
 * The load behaves as a user told "503, retry" does: it retries the same request (an upload with
 * the same file, an unlock of the same candidate) until it is accepted. Afterwards every accepted
 * write must be in every projection (interviews, company search, wallet, candidate mail, ranking
 * stats), exactly once, and the only errors a user saw must be clear 503s during an outage (from
 * the fault to the first write visible end to end again). Printed: each fault's outage and its
 * recovery time (the component back → the first write after that visible end to end).
 *
 * Needs a build (`npm run build`): the processes run services/<name>/dist and gateway/dist. The
 * state directory (each process's log, kafka.log, ferretdb.log) is kept when the test fails or
 * HM_FAULT_KEEP_LOGS is set.
 */

const ATS_DOMAIN = 'us.greenhouse-mail.io';
const CANDIDATES = 10;
const COMPANIES = 3;
const GRANT_PER_COMPANY = 500; // the $400 plan
/** A component killed this long before it is started again. */
const OUTAGE_MS = 3000;
/** Longest a fault may take to recover (back → a write visible end to end) before the suite gives up on it. */
const RECOVERY_LIMIT_MS = 120_000;
/** After the load stops: how long every projection may take to show every accepted write. */
const DRAIN_LIMIT_MS = 90_000;
/** A retried request gives up after this long (the user walks away; the write counts as not accepted). */
const RETRY_LIMIT_MS = 180_000;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Answer {
  status: number;
  body: Json;
  text: string;
}
interface Failure {
  what: string;
  start: number;
  end: number;
  status: number;
  body: string;
  /** The `error` text of the JSON body, when there is one. */
  error: string | null;
}
interface Window {
  fault: string;
  start: number;
  end: number;
}

let stateDir = '';
let passed = false;
let infra: PrivateInfra;
let product: SupervisedProduct | undefined;
let smtp: TestSmtpServer;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let key: DkimKey;
let candidates: RegisteredUser[] = [];
let probe: RegisteredUser;
let companies: RegisteredUser[] = [];
const sfx = uniqueSuffix();
const indexPrefix = `fault_${sfx}_`;
const t0 = Date.now();
const at = (ms: number) => `${((ms - t0) / 1000).toFixed(1)}s`;

/** Every non-2xx answer (and network failure, status 0) a user got, with when it was asked. */
const failures: Failure[] = [];
/** Every request of the load and the probes: how long users waited. */
const requests: { what: string; start: number; end: number; status: number }[] = [];
/** Outage windows: from the fault to the first write visible end to end again. */
const windows: Window[] = [];
/** Accepted writes. */
const acceptedUploads = new Map<string, Set<string>>(); // candidate id → interview ids
const acceptedSkills = new Map<string, string>(); // candidate id → the last accepted marker skill
const unlocked = new Set<string>(); // `${company index}:${candidate id}`
const granted = new Map<string, number>(); // company id → tokens granted
let uploadSeq = 0;
let acceptedProfileUpdates = 0;
/** Requests started outside the load loops (the burst before the company kill): awaited before checking. */
const inflight: Promise<unknown>[] = [];

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; what: string; record?: boolean },
): Promise<Answer> {
  const start = Date.now();
  let status = 0;
  let text = '';
  try {
    const response = await fetch(`${product!.gatewayUrl}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
      signal: AbortSignal.timeout(90_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    text = `request failed: ${describeFailure(error)}`;
  }
  if (options.record !== false) requests.push({ what: options.what, start, end: Date.now(), status });
  let body: Json = {};
  try {
    body = text ? (JSON.parse(text) as Json) : {};
  } catch {
    // not JSON: kept as text
  }
  if ((status < 200 || status >= 300) && options.record !== false) {
    const error = typeof body['error'] === 'string' && body['error'].trim() ? body['error'] : null;
    failures.push({ what: options.what, start, end: Date.now(), status, body: text.slice(0, 300), error });
  }
  return { status, body, text };
}

/** fetch's "fetch failed" hides why: undici's cause (e.g. the server closed the socket) and the socket's byte counts. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as (Error & { code?: string; socket?: Record<string, unknown> }) | undefined;
  const why = cause ? ` (${cause.code ?? cause.name}: ${cause.message}${cause.socket ? ` ${JSON.stringify(cause.socket)}` : ''})` : '';
  return `${error.name}: ${error.message}${why}`;
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;
const retryable = (a: Answer) => a.status === 0 || a.status === 502 || a.status === 503 || a.status === 504;

/** A user who is told to retry does, with the same request, until it is accepted (or they give up). */
async function untilAccepted(attempt: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + RETRY_LIMIT_MS;
  for (;;) {
    const answer = await attempt();
    if (ok(answer) || !retryable(answer) || Date.now() > deadline) return answer;
    await sleep(500);
  }
}

/** The helpers of @hiring/test-kit/stack (accounts.ts) need only `rest` and `smtp` of a stack. */
function accountsClient(): Stack {
  return {
    smtp,
    async rest(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
      const answer = await call(method, path, { token, json: body, what: `setup ${path}`, record: false });
      return { status: answer.status, body: answer.body as never };
    },
  } as unknown as Stack;
}

const employers = ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Wonka', 'Cyberdyne'];
const stages = ['phone screen', 'technical screen', 'onsite interview', 'final round interview'];

async function interviewEmail(to: string): Promise<Buffer> {
  const n = ++uploadSeq;
  const employer = employers[n % employers.length]!;
  const stage = stages[n % stages.length]!;
  return signMessage(
    [
      `From: ${employer} Recruiting <no-reply@${ATS_DOMAIN}>`,
      `To: ${to}`,
      `Subject: Your ${stage} with ${employer}`,
      'Date: Tue, 03 Nov 2026 10:00:00 +0000',
      `Message-ID: <fault-${sfx}-${n}@${ATS_DOMAIN}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Hi, we would like to invite you to a ${stage} for the Senior Software Engineer role at ${employer} on November ${(n % 28) + 1}, 2026.`,
      '',
      `Reference: FI-${sfx}-${n}`,
      '',
    ].join('\r\n'),
    { domain: ATS_DOMAIN, selector: 's1', key },
  );
}

/** One upload as the web app sends it, retried with the same file until accepted; returns the interview id. */
async function upload(candidate: RegisteredUser, what = 'upload'): Promise<string | null> {
  const eml = await interviewEmail(candidate.email);
  const answer = await untilAccepted(() => {
    const form = new FormData();
    form.append('email_file', new Blob([new Uint8Array(eml)], { type: 'message/rfc822' }), 'interview.eml');
    return call('POST', '/api/candidate/upload-interview-email', { token: candidate.token, form, what });
  });
  const id = ok(answer) ? (answer.body['interview']?.['id'] as string | undefined) : undefined;
  if (!id) return null;
  acceptedUploads.get(candidate.user.id)!.add(id);
  return id;
}

let profileSeq = 0;
async function updateSkills(candidate: RegisteredUser, marker: string, what = 'profile update'): Promise<boolean> {
  const answer = await untilAccepted(() =>
    call('POST', '/api/candidate/profile', { token: candidate.token, json: { top5_skills: JSON.stringify(['TypeScript', 'Kafka', marker]) }, what }),
  );
  if (ok(answer)) {
    acceptedSkills.set(candidate.user.id, marker);
    acceptedProfileUpdates += 1;
  }
  return ok(answer);
}

async function unlock(companyIndex: number, candidate: RegisteredUser): Promise<void> {
  const answer = await untilAccepted(() =>
    call('POST', '/api/company/unlock-candidate', { token: companies[companyIndex]!.token, json: { candidate_id: candidate.user.id }, what: 'unlock' }),
  );
  if (ok(answer)) unlocked.add(`${companyIndex}:${candidate.user.id}`);
}

/** The steady load: two upload loops, one profile loop, one unlock loop, until stopped. */
function startLoad() {
  let running = true;
  const loops: Promise<void>[] = [];
  for (let worker = 0; worker < 2; worker++) {
    loops.push(
      (async () => {
        for (let i = worker; running; i += 2) {
          await upload(candidates[i % candidates.length]!);
          await sleep(400);
        }
      })(),
    );
  }
  loops.push(
    (async () => {
      for (let i = 0; running; i++) {
        const candidate = candidates[i % candidates.length]!;
        await updateSkills(candidate, `rev-${sfx}-${++profileSeq}`);
        await sleep(700);
      }
    })(),
  );
  loops.push(
    (async () => {
      const pairs = companies.flatMap((_, c) => candidates.map((candidate) => [c, candidate] as const));
      for (const [c, candidate] of pairs) {
        if (!running) break;
        await unlock(c, candidate);
        await sleep(3500);
      }
    })(),
  );
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * From the moment a component is back: a profile update of the probe candidate (retried until
 * accepted), then reads of company search's view of that candidate until it shows it. Returns the
 * milliseconds from `back` until the write was visible end to end, or null past the limit.
 */
async function recovery(fault: string, back: number): Promise<number | null> {
  const deadline = back + RECOVERY_LIMIT_MS;
  for (let n = 1; Date.now() < deadline; n++) {
    const marker = `probe-${fault.replace(/\W+/g, '-')}-${n}`;
    const answer = await call('POST', '/api/candidate/profile', {
      token: probe.token,
      json: { top5_skills: JSON.stringify(['TypeScript', 'Kafka', marker]) },
      what: `recovery probe: profile update (${fault})`,
    });
    if (!ok(answer)) {
      await sleep(250);
      continue;
    }
    acceptedSkills.set(probe.user.id, marker);
    while (Date.now() < deadline) {
      const seen = await call('GET', `/api/company/candidate-details/${probe.user.id}`, {
        token: companies[0]!.token,
        what: `recovery probe: company view (${fault})`,
      });
      if (ok(seen) && (seen.body['candidate']?.['skills'] as string[] | undefined)?.includes(marker)) return Date.now() - back;
      await sleep(100);
    }
  }
  return null;
}

interface FaultResult {
  fault: string;
  /** From the kill to the component answering again. */
  outageMs: number;
  /** From the component back to the first write after that visible end to end (null: not within the limit). */
  recoveryMs: number | null;
}

async function inject(fault: string, kill: () => Promise<void>, restart: () => Promise<void>): Promise<FaultResult> {
  const start = Date.now();
  const window: Window = { fault, start, end: Number.POSITIVE_INFINITY };
  windows.push(window);
  await kill();
  console.info(`[fault] ${at(start)} ${fault}: killed`);
  await restart();
  const back = Date.now();
  console.info(`[fault] ${at(back)} ${fault}: back after ${((back - start) / 1000).toFixed(1)}s`);
  const recoveryMs = await recovery(fault, back);
  window.end = recoveryMs === null ? Date.now() : back + recoveryMs;
  console.info(
    `[fault] ${at(window.end)} ${fault}: ${recoveryMs === null ? `NOT recovered within ${RECOVERY_LIMIT_MS / 1000}s` : `a write visible end to end ${(recoveryMs / 1000).toFixed(1)}s after it was back`}`,
  );
  return { fault, outageMs: back - start, recoveryMs };
}

interface Snapshot {
  problems: string[];
  /** Totals service by service: [what the projection shows, what was accepted]. */
  totals: Record<string, [number, number]>;
}

/** Reads every projection and compares it with the accepted writes; the differences are the problems. */
async function compare(): Promise<Snapshot> {
  const problems: string[] = [];
  const totals: Snapshot['totals'] = {};
  const add = (name: string, seen: number, expected: number) => {
    const [a, b] = totals[name] ?? [0, 0];
    totals[name] = [a + seen, b + expected];
  };
  const read = (path: string, token: string) => call('GET', path, { token, what: `check ${path.split('?')[0]}` });
  const everyone = [...candidates, probe];
  for (const candidate of everyone) {
    const id = candidate.user.id;
    const expected = acceptedUploads.get(id)!;
    const history = await read('/api/interview-history', candidate.token);
    const own = new Set<string>(
      (history.body['companies'] as Json[] | undefined)?.flatMap((c) => (c['interviews'] as Json[]).map((i) => i['id'] as string)) ?? [],
    );
    const missing = [...expected].filter((x) => !own.has(x));
    add('interviews (interviews service)', own.size, expected.size);
    if (!ok(history) || missing.length > 0 || own.size !== expected.size || history.body['total_interviews'] !== expected.size) {
      problems.push(
        `interviews service, candidate ${id}: ${expected.size} accepted uploads, history has ${own.size} (total_interviews ${history.body['total_interviews']}), ${missing.length} accepted ones missing [${history.status}]`,
      );
    }
    const details = await read(`/api/company/candidate-details/${id}`, companies[0]!.token);
    const seen = new Set<string>((details.body['interviews'] as Json[] | undefined)?.map((i) => i['id'] as string) ?? []);
    const missingInSearch = [...expected].filter((x) => !seen.has(x));
    add('interviews (company search)', seen.size, expected.size);
    if (!ok(details) || missingInSearch.length > 0 || seen.size !== expected.size || details.body['stats']?.['total_interviews'] !== expected.size) {
      problems.push(
        `company search, candidate ${id}: ${expected.size} accepted uploads, company view has ${seen.size} (total_interviews ${details.body['stats']?.['total_interviews']}), ${missingInSearch.length} missing [${details.status}]`,
      );
    }
    const marker = acceptedSkills.get(id);
    if (marker) {
      const profile = await read('/api/candidate/profile', candidate.token);
      if (!(profile.body['skills'] as string[] | undefined)?.includes(marker))
        problems.push(`candidate profile ${id}: the last accepted update (${marker}) is not shown (skills ${JSON.stringify(profile.body['skills'])})`);
      if (!(details.body['candidate']?.['skills'] as string[] | undefined)?.includes(marker))
        problems.push(
          `company search ${id}: the last accepted profile update (${marker}) is not shown (skills ${JSON.stringify(details.body['candidate']?.['skills'])})`,
        );
    }
    const unlockers = companies.filter((_, c) => unlocked.has(`${c}:${id}`));
    const stats = await read('/api/candidate/ranking-stats', candidate.token);
    add('unlocks (interviews ranking stats)', Number(stats.body['current_stats']?.['profile_unlocks'] ?? 0), unlockers.length);
    if (stats.body['current_stats']?.['profile_unlocks'] !== unlockers.length) {
      problems.push(
        `interviews company-interest, candidate ${id}: ${unlockers.length} unlocks accepted, ranking stats count ${stats.body['current_stats']?.['profile_unlocks']} [${stats.status}]`,
      );
    }
    for (const company of companies) {
      const mails = smtp.messages.filter(
        (m) => m.to.includes(candidate.email) && /unlocked your .*profile/.test(m.subject) && m.subject.includes(company.user.company_name!),
      );
      const expectedMails = unlockers.includes(company) ? 1 : 0;
      add('unlock mails (candidate service)', mails.length, expectedMails);
      if (mails.length !== expectedMails)
        problems.push(`candidate unlock mail, ${company.user.company_name} → ${id}: ${mails.length} mails, expected ${expectedMails}`);
    }
  }
  for (const [c, company] of companies.entries()) {
    const pairs = everyone.filter((candidate) => unlocked.has(`${c}:${candidate.user.id}`)).map((candidate) => candidate.user.id);
    const tokens = await read('/api/company/tokens', company.token);
    const expectedTokens = granted.get(company.user.id)! - 10 * pairs.length;
    add('tokens (company wallets)', Number(tokens.body['tokens'] ?? 0), expectedTokens);
    if (tokens.body['tokens'] !== expectedTokens)
      problems.push(
        `company wallet ${company.user.company_name}: ${tokens.body['tokens']} tokens, expected ${granted.get(company.user.id)} granted − 10 × ${pairs.length} unlocks = ${expectedTokens} [${tokens.status}]`,
      );
    const list = await read('/api/company/unlocked-candidates', company.token);
    const listed = (list.body['unlocked_candidates'] as Json[] | undefined) ?? [];
    const listedIds = listed.map((u) => u['candidate_id'] as string).sort();
    add('unlocks (company service)', listedIds.length, pairs.length);
    if (JSON.stringify(listedIds) !== JSON.stringify([...pairs].sort()) || listed.some((u) => u['tokens_spent'] !== 10)) {
      problems.push(
        `company unlocks ${company.user.company_name}: listed ${listedIds.length} (${JSON.stringify(listed.map((u) => u['tokens_spent']))} tokens each), accepted ${pairs.length}`,
      );
    }
    const search = await read('/api/company/search-candidates?per_page=100', company.token);
    if (search.body['pagination']?.['total'] !== everyone.length)
      problems.push(
        `company search for ${company.user.company_name}: ${search.body['pagination']?.['total']} candidates, expected ${everyone.length} [${search.status}]`,
      );
  }
  return { problems, totals };
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'hm-fault-'));
  infra = await PrivateInfra.create(stateDir);
  await infra.start('kafka', 'mongo');
  smtp = await startTestSmtpServer();
  dns = await startDnsServer();
  key = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
  product = await startSupervisedProduct({
    // The run's OpenSearch node (global setup), with indices of this test's own; not among the faults yet.
    infraEnv: {
      MONGO_URL: infra.mongoUrl,
      KAFKA_BROKERS: infra.kafkaBrokers,
      OPENSEARCH_URL: process.env['OPENSEARCH_URL']!,
      OPENSEARCH_INDEX_PREFIX: indexPrefix,
    },
    env: {
      SMTP_URL: smtp.url,
      DNS_SERVERS: dns.servers.join(','),
      BILLING_DEV_MODE: 'true',
      LOG_LEVEL: 'info',
      UPLOADS_PER_10_MINUTES: '100000',
      CODE_SENDS_PER_IP_PER_HOUR: '100000',
    },
    logDir: join(stateDir, 'product-logs'),
  });
  console.info(`[fault] ${at(Date.now())} infrastructure and product up; logs in ${stateDir}`);

  const client = accountsClient();
  const registered: RegisteredUser[] = [];
  const queue: ('candidate' | 'company')[] = [
    ...Array.from({ length: CANDIDATES + 1 }, () => 'candidate' as const),
    ...Array.from({ length: COMPANIES }, () => 'company' as const),
  ];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < queue.length) {
        const i = next++;
        registered[i] = queue[i] === 'candidate' ? await registerCandidate(client) : await registerCompany(client, { companyName: `Faultline ${i} ${sfx}` });
      }
    }),
  );
  candidates = registered.slice(0, CANDIDATES);
  probe = registered[CANDIDATES]!;
  companies = registered.slice(CANDIDATES + 1);
  for (const candidate of [...candidates, probe]) acceptedUploads.set(candidate.user.id, new Set());

  const eventually = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + 120_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`setup: timed out waiting for ${what}`);
      await sleep(200);
    }
  };
  // The interviews service knows each candidate's address; each company has tokens.
  for (const candidate of [...candidates, probe]) {
    await eventually(`the interviews service to learn ${candidate.email}`, async () => {
      const { body } = await postGraphql<{ myUploadAddresses?: string[] }>(product!.gatewayUrl, '{ myUploadAddresses }', { token: candidate.token });
      return body.data?.myUploadAddresses?.includes(candidate.email) ?? false;
    });
  }
  for (const company of companies) {
    let answer: Answer | undefined;
    await eventually(`a token purchase by ${company.email}`, async () => {
      answer = await call('POST', '/api/company/create-checkout-session', {
        token: company.token,
        json: { plan_price: 400, purchase_type: 'subscription' },
        what: 'setup purchase',
        record: false,
      });
      return ok(answer);
    });
    expect(answer!.body['tokens_granted']).toBe(GRANT_PER_COMPANY);
    granted.set(company.user.id, GRANT_PER_COMPANY);
  }
  // One interview each makes every candidate searchable (unlock needs that).
  for (const candidate of [...candidates, probe]) expect(await upload(candidate, 'setup upload')).toEqual(expect.any(String));
  await eventually('every candidate in company search', async () => {
    const search = await call('GET', '/api/company/search-candidates?per_page=100', { token: companies[0]!.token, what: 'setup search', record: false });
    return search.body['pagination']?.['total'] === CANDIDATES + 1;
  });
  failures.length = 0; // setup is not under test
  console.info(`[fault] ${at(Date.now())} ${CANDIDATES + 1} candidates and ${COMPANIES} companies ready`);
}, 300_000);

afterAll(async () => {
  await product?.stop();
  await deleteTestIndices(process.env['OPENSEARCH_URL'], indexPrefix).catch(() => undefined);
  await infra?.stop();
  await smtp?.stop();
  await dns?.close();
  if (passed && !process.env['HM_FAULT_KEEP_LOGS']) rmSync(stateDir, { recursive: true, force: true });
  else if (stateDir) console.info(`[fault] logs kept in ${stateDir} (product-logs/<process>.log, logs/kafka.log, logs/ferretdb.log)`);
}, 120_000);

describe('fault injection under load: a consumer, the broker and the database killed and restarted', () => {
  it('loses no accepted write, duplicates no effect, and answers only clear 503s during the outages', async () => {
    const results: FaultResult[] = [];
    const load = startLoad();
    await sleep(8000);

    // 1. kill -9 the company service right after a burst of uploads: their events are on the way to it.
    const company = product!.processes['company']!;
    results.push(
      await inject(
        'company service kill -9',
        async () => {
          const burst = candidates.slice(0, 4).map((candidate) => upload(candidate, 'upload (burst)'));
          inflight.push(...burst);
          await Promise.race(burst);
          process.kill(company.pid!, 'SIGKILL');
        },
        async () => {
          const [spawned] = (await once(company, 'spawn')) as [{ pid: number }];
          console.info(`[fault] ${at(Date.now())} company service kill -9: restarted by the supervisor (pid ${spawned.pid})`);
          if (!company.healthy) await once(company, 'healthy');
        },
      ),
    );
    await sleep(5000);

    // 2. kill -9 the broker; start it again.
    results.push(
      await inject(
        'Kafka broker kill -9',
        async () => void (await infra.kill9('kafka')),
        async () => {
          await sleep(OUTAGE_MS);
          await infra.start('kafka');
        },
      ),
    );
    await sleep(5000);

    // 3. kill -9 FerretDB; start it again.
    results.push(
      await inject(
        'FerretDB kill -9',
        async () => void (await infra.kill9('mongo')),
        async () => {
          await sleep(OUTAGE_MS);
          await infra.start('mongo');
        },
      ),
    );
    await sleep(8000);
    await load.stop();
    await Promise.all(inflight);
    const loadEnded = Date.now();

    // Every accepted write in every projection, exactly once (bounded wait for the last events).
    let snapshot = await compare();
    const atLoadEnd = snapshot.problems;
    while (snapshot.problems.length > 0 && Date.now() - loadEnded < DRAIN_LIMIT_MS) {
      await sleep(2000);
      snapshot = await compare();
    }
    const drainMs = Date.now() - loadEnded;

    const uploads = [...acceptedUploads.values()].reduce((sum, set) => sum + set.size, 0);
    // A clear 503: a text the page can show, not the generic internal error.
    const allowed = (f: Failure) =>
      f.status === 503 && f.error !== null && !/internal server error/i.test(f.error) && windows.some((w) => f.start <= w.end && f.end >= w.start);
    const userErrors = failures.filter((f) => !allowed(f));
    const overlaps = (f: { start: number; end: number }, w: Window) => f.start <= w.end && f.end >= w.start;
    const slowest = (w: Window) => Math.max(0, ...requests.filter((r) => overlaps(r, w)).map((r) => r.end - r.start));
    const texts = (w: Window) => [...new Set(failures.filter((f) => overlaps(f, w)).map((f) => `${f.status} ${f.error ?? f.body.slice(0, 80)}`))].join(' | ');
    const durations = requests
      .filter((r) => r.status >= 200 && r.status < 300)
      .map((r) => r.end - r.start)
      .sort((a, b) => a - b);
    const pct = (p: number) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))] ?? 0;
    console.info(
      [
        'fault injection under load (uploads, profile updates, unlocks through the gateway):',
        ...results.map((r) => {
          const w = windows.find((x) => x.fault === r.fault)!;
          const recovered = r.recoveryMs === null ? `> ${RECOVERY_LIMIT_MS / 1000} s (not recovered)` : `${(r.recoveryMs / 1000).toFixed(1).padStart(5)} s`;
          return `  ${r.fault.padEnd(26)} outage ${(r.outageMs / 1000).toFixed(1).padStart(5)} s   recovery ${recovered} (back → a write visible end to end)   non-2xx in window ${failures.filter((f) => overlaps(f, w)).length}, slowest request ${(slowest(w) / 1000).toFixed(1)} s${texts(w) ? `: ${texts(w)}` : ''}`;
        }),
        `  accepted: ${uploads} uploads, ${acceptedProfileUpdates} profile updates, ${unlocked.size} unlocks; request latency p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms`,
        `  projections: ${atLoadEnd.length === 0 ? 'every accepted write in every projection at the first check after the load stopped' : `${atLoadEnd.length} differences at the first check (e.g. ${atLoadEnd[0]}); ${snapshot.problems.length === 0 ? `agreed ${(drainMs / 1000).toFixed(1)} s after the load stopped` : `NOT agreed within ${DRAIN_LIMIT_MS / 1000} s`}`}`,
        `  service by service (shown / accepted): ${Object.entries(snapshot.totals)
          .map(([name, [seen, expected]]) => `${name} ${seen}/${expected}`)
          .join(', ')}`,
        `  supervisor: ${product!.log.map((l) => `${at(l.at)} ${l.line}`).join('; ') || 'no restart'}`,
        `  non-2xx answers: ${failures.length} (${userErrors.length} outside an outage or not a clear 503)`,
        ...userErrors.slice(0, 30).map((f) => `    ${at(f.start)}-${at(f.end)} ${f.what}: ${f.status} ${f.body}`),
        ...snapshot.problems.slice(0, 40).map((p) => `  PROBLEM ${p}`),
      ].join('\n'),
    );

    expect(results.filter((r) => r.recoveryMs === null).map((r) => r.fault)).toEqual([]);
    expect(snapshot.problems).toEqual([]);
    expect(userErrors).toEqual([]);
    // Only the killed service was restarted: the others rode out the broker and database outages.
    expect(Object.fromEntries(Object.entries(product!.processes).map(([name, p]) => [name, p.restarts]))).toEqual({
      ...Object.fromEntries(Object.keys(product!.processes).map((name) => [name, 0])),
      company: 1,
    });
    expect(uploads).toBeGreaterThan(CANDIDATES + 1);
    expect(unlocked.size).toBeGreaterThan(0);
    passed = true;
  }, 900_000);
});
