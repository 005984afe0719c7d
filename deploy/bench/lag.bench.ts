// Event-lag benchmark (issue 13): how long after a write's 2xx response it becomes visible where
// users read it, on an idle product and after a burst of uploads.
//
// The product runs as separate processes, as in production and deploy/local/run-product.mjs: the
// six services (`services/<name>/dist/main.js`) and the gateway (`gateway/dist/main.js`), with
// the real Kafka and FerretDB, a local DNS server publishing a generated DKIM key, an SMTP server
// in this process that receives the registration codes, the heuristic extractor (OPENAI_API_KEY
// is dropped), BILLING_DEV_MODE=true. Each run has its own databases (`lag_<run>_<service>`,
// dropped at the end) and consumer groups (KAFKA_GROUP_PREFIX `lag-<run>.`, new groups start at
// the end of each topic). Upload and code-send rate limits are raised so the bench is not refused.
//
// Measured, each from the moment the write's 2xx response arrives to the first poll that shows
// it (an upper bound: poll resolution is --poll-ms plus one request through the gateway; 0 when
// it was already visible by the time the 2xx arrived):
//   idle, --samples single writes of each kind, one at a time, --gap-ms apart:
//   - upload: a DKIM-signed interview email (POST /api/candidate/upload-interview-email) until
//     the company's view of that candidate lists the interview (GraphQL `candidateDetails` through
//     the gateway, as an observer company; served by the company service's search view);
//   - profile update: a new skill (POST /api/candidate/profile) until company search finds the
//     candidate by that skill (GraphQL `searchCandidates` through the gateway);
//   - company registration: until the new company's GET /api/company/search-candidates answers 200
//     (not 404 "Company profile not found");
//   - candidate registration: until the new candidate can upload: an upload sent at once that
//     answers 200 counts as 0; otherwise the moment `myUploadAddresses` (the interviews service's
//     view the upload checks) lists the address, confirmed by an upload that must answer 200;
//   burst: --burst DKIM-signed uploads from --burst-candidates candidates at --concurrency, each
//     until company search (`searchCandidates` filtered by the burst candidates' shared skill)
//     lists its interview.
//   overhead (not by default): --overhead-requests sequential `{ me { id email } }` through the
//     gateway and straight to the auth subgraph, interleaved in rounds: the latency the gateway adds
//     and its CPU per request;
//   quiet (not by default): --quiet-seconds without any traffic: what the idle product costs.
// Polling is one request in flight per measurement, --poll-ms apart (default 15 ms), selecting
// only ids, so it stays light next to the product on a small machine.
// Afterwards the events of the run are read back from Kafka: occurredAt (the write committed) and
// the record's CreateTime (the outbox relay sent it) split each lag into relay and consumer time.
// CPU seconds per process per phase come from /proc/<pid>/stat (utime + stime, 100 ticks/s).
//
// Run after `npm run build`:
//   npm run bench:lag [-- --samples 40 --burst 200 --phases idle,burst,overhead,quiet --base-port 17001]
// Infrastructure: MONGO_URL and KAFKA_BROKERS when both are set (HM_STATE_DIR names it for CPU
// figures), else Kafka and FerretDB of its own on free ports, stopped at the end. Ports of the
// gateway and services: --base-port or LAG_BENCH_BASE_PORT (gateway there, services +1..+6),
// else free ports. Logs of every process: printed at the end (kept). --json <file>: every sample
// with its event times, for a closer look. --keep: keep the run's databases (and own infra).
// The environment reaches every service, as with run-product.mjs (e.g. OUTBOX_SWEEP_MS=600000 to
// see what the relay's periodic sweep costs). There is no mode for an already running product:
// registrations need the codes, which only an SMTP server of the bench's own receives.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import kafkajs from 'kafkajs';
import mongoose from 'mongoose';
import { CandidateProfileUpdatedV1, InterviewUploadedV1, UserRegisteredV1 } from '@hiring/contracts';
import { startTestSmtpServer, uniqueSuffix } from '@hiring/service-kit/testing';
import { INTERNAL_SECRET_HEADER } from '@hiring/service-kit';
import { postGraphql } from '@hiring/test-kit/graphql';
import { candidateCareerData } from '@hiring/test-kit/stack';
import { startDnsServer, generateDkimKey, signMessage } from '@hiring/test-kit/mail';
import {
  ROOT,
  SERVICE_NAMES,
  cpuDelta,
  cpuSecondsOf,
  cpuSnapshot,
  removeDir,
  startProduct,
  useOrStartInfra,
  type CpuSnapshot,
  type Product,
} from './lib/product-processes.js';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '40' },
    'gap-ms': { type: 'string', default: '250' },
    'poll-ms': { type: 'string', default: '15' },
    burst: { type: 'string', default: '200' },
    'burst-candidates': { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '8' },
    'timeout-ms': { type: 'string', default: '60000' },
    'base-port': { type: 'string', default: process.env['LAG_BENCH_BASE_PORT'] ?? '' },
    phases: { type: 'string', default: 'idle,burst' },
    'overhead-requests': { type: 'string', default: '2000' },
    'quiet-seconds': { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const SAMPLES = Number(values.samples);
const GAP_MS = Number(values['gap-ms']);
const POLL_MS = Number(values['poll-ms']);
const BURST = Number(values.burst);
const BURST_CANDIDATES = Number(values['burst-candidates']);
const CONCURRENCY = Number(values.concurrency);
const TIMEOUT_MS = Number(values['timeout-ms']);
const BASE_PORT = values['base-port'] ? Number(values['base-port']) : undefined;
const PHASES = new Set(values.phases.split(',').map((p) => p.trim()));
const OVERHEAD_REQUESTS = Number(values['overhead-requests']);
const QUIET_SECONDS = Number(values['quiet-seconds']);

const run = uniqueSuffix();
const workDir = join(tmpdir(), `hm-lag-${run}`);
const logsDir = join(workDir, 'logs');
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = (message: string) => process.stderr.write(`[lag] ${message}\n`);

// ------------------------------------------------------------------ product

const benchStartedAt = Date.now();
const infra = await useOrStartInfra(join(workDir, 'infra'));
const smtp = await startTestSmtpServer();
const dns = await startDnsServer();
const DKIM_DOMAIN = 'us.greenhouse-mail.io';
const dkimKey = generateDkimKey();
dns.setTxt(`s1._domainkey.${DKIM_DOMAIN}`, dkimKey.record);

const serviceEnv: Record<string, string | undefined> = {
  ...process.env,
  MONGO_URL: infra.mongoUrl,
  KAFKA_BROKERS: infra.kafkaBrokers.join(','),
  OPENSEARCH_URL: infra.openSearchUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  INTERNAL_API_SECRET: randomBytes(32).toString('hex'),
  BILLING_DEV_MODE: 'true',
  SMTP_URL: smtp.url,
  DNS_SERVERS: dns.servers.join(','),
  KAFKA_GROUP_PREFIX: `lag-${run}.`,
  KAFKA_NEW_GROUP_OFFSET: 'latest',
  UPLOADS_PER_10_MINUTES: '100000',
  CODE_SENDS_PER_IP_PER_HOUR: '100000',
  // The observer company polls searches (issue 29's per-company scan rate would refuse it).
  SEARCH_SCANS_PER_MINUTE: '100000000',
  MAIL_OUTBOX_DIR: join(workDir, 'outbox'),
};
for (const name of ['PORT', 'MONGO_DB', 'OPENAI_API_KEY', 'INGESTION_IMAP_URL', ...SERVICE_NAMES.map((n) => `SUBGRAPH_${n.toUpperCase()}_URL`)])
  delete serviceEnv[name];

async function cleanUpInfra(): Promise<void> {
  await smtp.stop().catch(() => undefined);
  await dns.close().catch(() => undefined);
  if (infra.owned) {
    infra.stop();
    if (!values.keep) removeDir(join(workDir, 'infra'));
  } else if (!values.keep) {
    const connection = await mongoose.createConnection(infra.mongoUrl).asPromise();
    for (const name of SERVICE_NAMES)
      await connection
        .useDb(`lag_${run}_${name}`)
        .dropDatabase()
        .catch(() => undefined);
    await connection.close();
  }
}

progress(`starting the product (logs in ${logsDir})`);
let product: Product;
try {
  product = await startProduct({
    env: serviceEnv,
    serviceEnv: (name) => ({ MONGO_DB: `lag_${run}_${name}` }),
    basePort: BASE_PORT,
    logsDir,
  });
} catch (error) {
  await cleanUpInfra();
  throw error;
}
const GATEWAY = product.gatewayUrl;
const measured = [...product.processes.map(({ name, pid }) => ({ name, pid })), ...infra.pids];
const SELF = 'bench (client, SMTP, DNS)';

let cleanedUp = false;
async function cleanUp(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  await product.stop();
  await cleanUpInfra();
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

// ------------------------------------------------------------------ client

interface Reply<T> {
  status: number;
  body: T;
  /** When the response (headers) arrived, epoch ms. */
  at: number;
}

async function rest<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Reply<T>> {
  const response = await fetch(`${GATEWAY}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const at = now();
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, at };
}

async function graphql<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T | undefined> {
  return (await postGraphql<T>(GATEWAY, query, { variables, token })).body.data ?? undefined;
}

interface Account {
  id: string;
  email: string;
  token: string;
  /** The registration's 2xx. */
  at: number;
}

async function registrationToken(identity: { email: string; first_name: string; last_name: string; user_type: 'candidate' | 'company' }): Promise<string> {
  const since = new Date();
  const sent = await rest('POST', '/api/send-verification-code', identity);
  if (sent.status !== 200) throw new Error(`send-verification-code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await smtp.waitForCode(identity.email, { since });
  const validated = await rest<{ temp_access_token: string }>('POST', '/api/validate-verification-code', { ...identity, verification_code: code });
  if (validated.status !== 200) throw new Error(`validate-verification-code: ${validated.status} ${JSON.stringify(validated.body)}`);
  return validated.body.temp_access_token;
}

type Registered = { access_token: string; user: { id: string } };

async function registerCompany(companyName: string, email = `hr.${uniqueSuffix()}@lag-${run}.test`): Promise<Account> {
  const identity = { email, first_name: 'Grace', last_name: 'Hopper', user_type: 'company' as const };
  const temp = await registrationToken(identity);
  const done = await rest<Registered>(
    'POST',
    '/api/register-with-verification',
    {
      ...identity,
      password: 'Str0ng-pass!',
      company_data: { company_name: companyName, industry: 'Technology', size: '11-50', website: `https://lag-${run}.test` },
    },
    temp,
  );
  if (done.status !== 200) throw new Error(`register-with-verification: ${done.status} ${JSON.stringify(done.body)}`);
  return { id: done.body.user.id, email, token: done.body.access_token, at: done.at };
}

async function registerCandidate(skills: string[]): Promise<Account> {
  const email = `candidate.${uniqueSuffix()}@lag-mail.test`;
  const identity = { email, first_name: 'Ada', last_name: 'Lovelace', user_type: 'candidate' as const };
  const temp = await registrationToken(identity);
  const done = await rest<Registered>(
    'POST',
    '/api/complete-registration',
    { email, user_type: 'candidate', career_data: { ...candidateCareerData({ top5_skills: JSON.stringify(skills) }), password: 'Str0ng-pass!' } },
    temp,
  );
  if (done.status !== 200) throw new Error(`complete-registration: ${done.status} ${JSON.stringify(done.body)}`);
  return { id: done.body.user.id, email, token: done.body.access_token, at: done.at };
}

const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Wonka'];
const STAGES = ['phone screen', 'technical screen', 'onsite interview', 'final round interview'];
let emailCount = 0;

/** A new interview email to `to`, signed by the ATS's key the DNS server publishes. */
function interviewEmail(to: string): Promise<Buffer> {
  const i = emailCount++;
  const company = COMPANIES[i % COMPANIES.length]!;
  const stage = STAGES[Math.floor(i / COMPANIES.length) % STAGES.length]!;
  return signMessage(
    [
      `From: ${company} Recruiting <no-reply@${DKIM_DOMAIN}>`,
      `To: ${to}`,
      `Subject: Your ${stage} with ${company}`,
      'Date: Tue, 03 Nov 2026 10:00:00 +0000',
      `Message-ID: <lag-${run}-${i}@${DKIM_DOMAIN}>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Hi, we would like to invite you to a ${stage} for the Senior Software Engineer role at ${company} on November ${(i % 28) + 1}, 2026.`,
      '',
    ].join('\r\n'),
    { domain: DKIM_DOMAIN, selector: 's1', key: dkimKey },
  );
}

type UploadBody = { interview?: { id: string }; ui_summary?: { has_issues: boolean }; message?: string };

async function upload(token: string, eml: Buffer): Promise<Reply<UploadBody>> {
  const form = new FormData();
  form.append('email_file', new Blob([new Uint8Array(eml)]), 'interview.eml');
  const response = await fetch(`${GATEWAY}/api/candidate/upload-interview-email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const at = now();
  return { status: response.status, body: (await response.json()) as UploadBody, at };
}

// ------------------------------------------------------------------ probes (ids only)

const DETAILS = 'query LagDetails($id: ID!) { candidateDetails(candidateId: $id) { interviews { id } } }';
const SEARCH = 'query LagSearch($input: CandidateSearchInput) { searchCandidates(input: $input) { candidates { id interviews { id } } } }';
const ADDRESSES = 'query LagAddresses { myUploadAddresses }';

/** Polls until `check` holds: its time (the answer's arrival), or null after the timeout. */
async function pollUntil(check: () => Promise<boolean>, timeoutMs = TIMEOUT_MS): Promise<number | null> {
  const deadline = now() + timeoutMs;
  for (;;) {
    const ok = await check().catch(() => false);
    const at = now();
    if (ok) return at;
    if (at > deadline) return null;
    await sleep(POLL_MS);
  }
}

const companyViewLists = (observer: string, candidateId: string, interviewId: string) => async () => {
  const data = await graphql<{ candidateDetails: { interviews: { id: string }[] } }>(DETAILS, { id: candidateId }, observer);
  return data?.candidateDetails.interviews.some((i) => i.id === interviewId) ?? false;
};

async function searchBySkill(observer: string, skill: string) {
  const data = await graphql<{ searchCandidates: { candidates: { id: string; interviews: { id: string }[] }[] } }>(
    SEARCH,
    { input: { skills: skill, perPage: 100 } },
    observer,
  );
  return data?.searchCandidates.candidates ?? [];
}

const canUploadTo = (token: string, email: string) => async () => {
  const data = await graphql<{ myUploadAddresses: string[] }>(ADDRESSES, {}, token);
  return data?.myUploadAddresses.includes(email.toLowerCase()) ?? false;
};

// ------------------------------------------------------------------ samples

type Kind = 'upload' | 'profile' | 'company-registration' | 'candidate-registration' | 'burst-upload';
const KIND_LABEL: Record<Kind, string> = {
  upload: 'upload → company view of candidate',
  profile: 'profile update → company search',
  'company-registration': 'company registration → search 200',
  'candidate-registration': 'candidate registration → can upload',
  'burst-upload': 'upload → company search',
};

interface Sample {
  kind: Kind;
  /** The write's 2xx, epoch ms. */
  at: number;
  /** Arrival of the first poll answer that showed it (burst: possibly before `at`); null: not within the timeout. */
  visibleAt: number | null;
  /** The event that carries it: `interview:<id>`, `profile:<candidate>:<revision>`, `user:<id>`. */
  eventKey?: string;
  note?: string;
}

const samples: Sample[] = [];
const errors: string[] = [];

// ------------------------------------------------------------------ setup

const BURST_SKILL = `Lagburst${run}`;
let observer!: Account;
let idleUploader!: Account;
let profileCandidate!: Account;
let burstCandidates: Account[] = [];

async function setUp() {
  progress('setting up: observer company, candidates');
  const observer = await registerCompany('Lag Observatory', `observer.${run}@lag-observatory.test`);
  if ((await pollUntil(async () => (await rest('GET', '/api/company/search-candidates?per_page=1', undefined, observer.token)).status === 200)) === null) {
    throw new Error('the observer company never got a profile');
  }
  const idleUploader = await registerCandidate(['TypeScript', 'Kafka']);
  const profileCandidate = await registerCandidate(['TypeScript', 'Kafka']);
  const burstCandidates: Account[] = [];
  for (let i = 0; i < (PHASES.has('burst') ? BURST_CANDIDATES : 0); i += 1) burstCandidates.push(await registerCandidate(['TypeScript', 'Kafka', BURST_SKILL]));
  for (const candidate of [idleUploader, profileCandidate, ...burstCandidates]) {
    if ((await pollUntil(canUploadTo(candidate.token, candidate.email))) === null) throw new Error(`${candidate.email} never became an upload address`);
  }
  // The profile candidate needs a public interview to be searchable; this also proves the path.
  {
    const warm = await upload(profileCandidate.token, await interviewEmail(profileCandidate.email));
    if (warm.status !== 200 || warm.body.ui_summary?.has_issues !== false || !warm.body.interview) {
      throw new Error(`warm-up upload: ${warm.status} ${JSON.stringify(warm.body).slice(0, 500)}`);
    }
    if ((await pollUntil(companyViewLists(observer.token, profileCandidate.id, warm.body.interview.id))) === null)
      throw new Error('warm-up upload never reached company search');
  }
  await sleep(2000);
  return { observer, idleUploader, profileCandidate, burstCandidates };
}

// ------------------------------------------------------------------ idle

async function measureUpload(): Promise<Sample> {
  const reply = await upload(idleUploader.token, await interviewEmail(idleUploader.email));
  if (reply.status !== 200 || !reply.body.interview) return { kind: 'upload', at: reply.at, visibleAt: null, note: `upload answered ${reply.status}` };
  if (reply.body.ui_summary?.has_issues) return { kind: 'upload', at: reply.at, visibleAt: null, note: 'stored private' };
  const id = reply.body.interview.id;
  return { kind: 'upload', at: reply.at, visibleAt: await pollUntil(companyViewLists(observer.token, idleUploader.id, id)), eventKey: `interview:${id}` };
}

async function measureProfile(i: number): Promise<Sample> {
  const skill = `Lagprobe${run}n${i}x`;
  const reply = await rest<{ profile?: { revision: number } }>(
    'POST',
    '/api/candidate/profile',
    { top5_skills: JSON.stringify(['TypeScript', 'Kafka', skill]) },
    profileCandidate.token,
  );
  if (reply.status !== 200 || !reply.body.profile) return { kind: 'profile', at: reply.at, visibleAt: null, note: `profile update answered ${reply.status}` };
  const visibleAt = await pollUntil(async () => (await searchBySkill(observer.token, skill)).some((c) => c.id === profileCandidate.id));
  return { kind: 'profile', at: reply.at, visibleAt, eventKey: `profile:${profileCandidate.id}:${reply.body.profile.revision}` };
}

async function measureCompanyRegistration(i: number): Promise<Sample> {
  const company = await registerCompany(`Lag Probe ${i}`);
  const statuses = new Map<number, number>();
  const visibleAt = await pollUntil(async () => {
    const { status } = await rest('GET', '/api/company/search-candidates?per_page=1', undefined, company.token);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    return status === 200;
  });
  const refused = [...statuses].filter(([status]) => status !== 200).map(([status, count]) => `${count}×${status}`);
  return { kind: 'company-registration', at: company.at, visibleAt, eventKey: `user:${company.id}`, note: refused.join(' ') || undefined };
}

async function measureCandidateRegistration(): Promise<Sample> {
  const candidate = await registerCandidate(['TypeScript', 'Kafka']);
  const eml = await interviewEmail(candidate.email);
  const sample: Sample = { kind: 'candidate-registration', at: candidate.at, visibleAt: null, eventKey: `user:${candidate.id}` };
  // Meanwhile watch the view the upload checks (the interviews service's upload addresses).
  let listedAt: number | null = null;
  let stop = false;
  const deadline = candidate.at + TIMEOUT_MS;
  const watcher = (async () => {
    while (!stop && now() < deadline) {
      if (await canUploadTo(candidate.token, candidate.email)().catch(() => false)) {
        listedAt = now();
        return;
      }
      await sleep(POLL_MS);
    }
  })();
  // At once, as a user would right after registering.
  const immediate = await upload(candidate.token, eml);
  if (immediate.status === 200) {
    stop = true;
    await watcher;
    return { ...sample, visibleAt: candidate.at };
  }
  await watcher;
  if (immediate.status !== 422) return { ...sample, note: `upload answered ${immediate.status}` };
  if (listedAt === null) return { ...sample, note: '1×422 at once, never listed' };
  const confirm = await upload(candidate.token, eml);
  return { ...sample, visibleAt: listedAt, note: confirm.status === 200 ? '1×422 at once' : `1×422 at once, confirming upload answered ${confirm.status}` };
}

const phaseCpu: { phase: string; seconds: number; cpu: Map<string, number> }[] = [];
function startPhase(): { cpu: CpuSnapshot; at: number } {
  return { cpu: cpuSnapshot(measured, SELF), at: now() };
}
function endPhase(phase: string, start: { cpu: CpuSnapshot; at: number }): void {
  phaseCpu.push({ phase, seconds: (now() - start.at) / 1000, cpu: cpuDelta(start.cpu, cpuSnapshot(measured, SELF)) });
}

const race = <T>(work: Promise<T>) => Promise.race([work, product.crashed]);

try {
  ({ observer, idleUploader, profileCandidate, burstCandidates } = await race(setUp()));
  if (PHASES.has('idle')) {
    progress(`idle: ${SAMPLES} writes of each kind, ${GAP_MS} ms apart`);
    const start = startPhase();
    for (let i = 0; i < SAMPLES; i += 1) {
      for (const measure of [measureUpload, () => measureProfile(i), () => measureCompanyRegistration(i), measureCandidateRegistration]) {
        const sample = await race(measure());
        samples.push(sample);
        if (sample.visibleAt === null) errors.push(`${sample.kind}: ${sample.note ?? `not visible within ${TIMEOUT_MS} ms`}`);
        await sleep(GAP_MS);
      }
      if ((i + 1) % 10 === 0) progress(`idle: ${i + 1}/${SAMPLES}`);
    }
    endPhase('idle', start);
  }

  // ---------------------------------------------------------------- burst
  let burstFigures: { seconds: number; ok: number; latencies: number[] } | undefined;
  if (PHASES.has('burst')) {
    progress(`burst: signing ${BURST} emails`);
    const emails = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        interviewEmail(burstCandidates[i % burstCandidates.length]!.email).then((eml) => ({ eml, candidate: burstCandidates[i % burstCandidates.length]! })),
      ),
    );
    await sleep(2000);
    progress(`burst: ${BURST} uploads from ${burstCandidates.length} candidates at concurrency ${CONCURRENCY}`);
    const start = startPhase();
    const firstSeen = new Map<string, number>();
    const burst: Sample[] = [];
    const latencies: number[] = [];
    let next = 0;
    let uploading = true;
    const poller = (async () => {
      for (;;) {
        const pending = burst.some((s) => s.eventKey && !firstSeen.has(s.eventKey));
        if (!uploading && !pending) return;
        const candidates = await searchBySkill(observer.token, BURST_SKILL).catch(() => []);
        const at = now();
        for (const candidate of candidates)
          for (const interview of candidate.interviews) if (!firstSeen.has(`interview:${interview.id}`)) firstSeen.set(`interview:${interview.id}`, at);
        if (!uploading && burst.every((s) => !s.eventKey || firstSeen.has(s.eventKey) || at - s.at > TIMEOUT_MS)) return;
        await sleep(POLL_MS);
      }
    })();
    const uploadsStarted = now();
    await race(
      Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < emails.length) {
            const { eml, candidate } = emails[next++]!;
            const sent = now();
            const reply = await upload(candidate.token, eml);
            latencies.push(reply.at - sent);
            if (reply.status !== 200 || !reply.body.interview)
              burst.push({ kind: 'burst-upload', at: reply.at, visibleAt: null, note: `upload answered ${reply.status}` });
            else if (reply.body.ui_summary?.has_issues) burst.push({ kind: 'burst-upload', at: reply.at, visibleAt: null, note: 'stored private' });
            else burst.push({ kind: 'burst-upload', at: reply.at, visibleAt: null, eventKey: `interview:${reply.body.interview.id}` });
          }
        }),
      ),
    );
    const uploadsSeconds = (now() - uploadsStarted) / 1000;
    uploading = false;
    await race(poller);
    endPhase('burst', start);
    for (const sample of burst) {
      const seen = sample.eventKey ? firstSeen.get(sample.eventKey) : undefined;
      if (seen !== undefined) sample.visibleAt = seen;
      else errors.push(`burst-upload: ${sample.note ?? `not visible within ${TIMEOUT_MS} ms`}`);
      samples.push(sample);
    }
    burstFigures = { seconds: uploadsSeconds, ok: burst.filter((s) => s.eventKey).length, latencies };
  }

  // ---------------------------------------------------------------- gateway overhead
  let overheadFigures: OverheadFigures | undefined;
  if (PHASES.has('overhead')) {
    progress(`overhead: ${OVERHEAD_REQUESTS} sequential { me { id email } } through the gateway and straight to the auth subgraph`);
    overheadFigures = await race(measureOverhead(observer.token));
  }

  // ---------------------------------------------------------------- quiet: no traffic at all
  let quietFigures: { seconds: number; cpu: Record<string, number> } | undefined;
  if (PHASES.has('quiet')) {
    progress(`quiet: ${QUIET_SECONDS} s without traffic (CPU per process)`);
    await sleep(10_000); // let the last phase's consumers, commits and log flushes settle
    const start = startPhase();
    await race(sleep(QUIET_SECONDS * 1000));
    endPhase('quiet', start);
    const last = phaseCpu[phaseCpu.length - 1]!;
    // The product's processes and the infrastructure; not this client.
    quietFigures = { seconds: last.seconds, cpu: Object.fromEntries([...last.cpu].filter(([name]) => name !== SELF)) };
  }

  // ---------------------------------------------------------------- events read back from Kafka
  progress("reading the run's events back from Kafka");
  const eventTimes = await readEventTimes(infra.kafkaBrokers, benchStartedAt);

  // ---------------------------------------------------------------- report
  printReport(burstFigures, eventTimes);
  if (overheadFigures) printOverhead(overheadFigures);
  if (values.json) {
    const raw = samples.map((sample) => ({ ...sample, event: sample.eventKey ? eventTimes.get(sample.eventKey) : undefined }));
    const summary = {
      burst: burstFigures && {
        uploads: burstFigures.ok,
        seconds: burstFigures.seconds,
        perSecond: burstFigures.ok / burstFigures.seconds,
        latencyMs: percentiles(burstFigures.latencies),
        cpu: Object.fromEntries(phaseCpu.find((p) => p.phase === 'burst')?.cpu ?? []),
      },
      overhead: overheadFigures,
      quiet: quietFigures,
      load: loadavg(),
    };
    writeFileSync(values.json, JSON.stringify({ run, summary, samples: raw, cpu: phaseCpu.map((p) => ({ ...p, cpu: Object.fromEntries(p.cpu) })) }, null, 1));
    console.info(`raw samples: ${values.json}`);
  }
} finally {
  await cleanUp();
}
process.exit(0);

// ------------------------------------------------------------------ helpers

interface OverheadFigures {
  requests: number;
  directMs: { p50: number; p90: number; p99: number };
  gatewayMs: { p50: number; p90: number; p99: number };
  /** Gateway p50 minus direct p50. */
  addedP50Ms: number;
  /** CPU milliseconds per request of the gateway process, over its requests. */
  gatewayCpuMsPerRequest: number;
}

function percentiles(values: number[]): { p50: number; p90: number; p95: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p90: pct(sorted, 90), p95: pct(sorted, 95), p99: pct(sorted, 99) };
}

/**
 * The same trivial authenticated query, one at a time, through the gateway (session check, query
 * plan, one subgraph call) and straight to the auth subgraph with the gateway's internal secret;
 * interleaved in rounds so that drift in the machine's load hits both alike.
 */
async function measureOverhead(token: string): Promise<OverheadFigures> {
  const auth = product.processes.find((p) => p.name === 'auth')!;
  const gateway = product.processes.find((p) => p.name === 'gateway')!;
  const body = JSON.stringify({ query: '{ me { id email } }' });
  const call = async (url: string, extra: Record<string, string>): Promise<number> => {
    const started = now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra }, body });
    const answer = (await response.json()) as { data?: { me?: { id?: string } | null } };
    if (response.status !== 200 || !answer.data?.me?.id) throw new Error(`overhead query answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    return now() - started;
  };
  const direct = () => call(`http://127.0.0.1:${auth.port}/graphql`, { [INTERNAL_SECRET_HEADER]: serviceEnv['INTERNAL_API_SECRET']! });
  const viaGateway = () => call(`${GATEWAY}/graphql`, {});
  for (let i = 0; i < 100; i += 1) await Promise.all([direct(), viaGateway()]); // warm both (JIT, pools, plans)
  const directMs: number[] = [];
  const gatewayMs: number[] = [];
  let gatewayCpu = 0;
  const rounds = 10;
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < OVERHEAD_REQUESTS / rounds; i += 1) directMs.push(await direct());
    const before = cpuSecondsOf(gateway.pid) ?? 0;
    for (let i = 0; i < OVERHEAD_REQUESTS / rounds; i += 1) gatewayMs.push(await viaGateway());
    gatewayCpu += (cpuSecondsOf(gateway.pid) ?? 0) - before;
  }
  const d = percentiles(directMs);
  const g = percentiles(gatewayMs);
  return {
    requests: gatewayMs.length,
    directMs: { p50: d.p50, p90: d.p90, p99: d.p99 },
    gatewayMs: { p50: g.p50, p90: g.p90, p99: g.p99 },
    addedP50Ms: g.p50 - d.p50,
    gatewayCpuMsPerRequest: (1000 * gatewayCpu) / gatewayMs.length,
  };
}

function printOverhead(o: OverheadFigures): void {
  const ms = (v: number) => v.toFixed(2);
  console.info('');
  console.info(`gateway overhead: { me { id email } }, ${o.requests} sequential requests each way, ms`);
  console.info(`  straight to the auth subgraph   p50 ${ms(o.directMs.p50)}   p90 ${ms(o.directMs.p90)}   p99 ${ms(o.directMs.p99)}`);
  console.info(`  through the gateway             p50 ${ms(o.gatewayMs.p50)}   p90 ${ms(o.gatewayMs.p90)}   p99 ${ms(o.gatewayMs.p99)}`);
  console.info(
    `  added by the gateway            p50 ${ms(o.addedP50Ms)} (ratio ${(o.gatewayMs.p50 / o.directMs.p50).toFixed(2)}), gateway CPU ${ms(o.gatewayCpuMsPerRequest)} ms per request`,
  );
}

interface EventTime {
  occurredAt: number;
  kafkaAt: number;
}

/** occurredAt and CreateTime of this run's events on the three topics the samples follow. */
async function readEventTimes(brokers: string[], since: number): Promise<Map<string, EventTime>> {
  const { Kafka, logLevel } = kafkajs;
  const kafka = new Kafka({ clientId: `lag-bench-${run}`, brokers, logLevel: logLevel.NOTHING });
  const topics = [InterviewUploadedV1.topic, CandidateProfileUpdatedV1.topic, UserRegisteredV1.topic];
  const admin = kafka.admin();
  await admin.connect();
  const starts = new Map<string, { topic: string; partition: number; offset: string }>();
  const ends = new Map<string, number>();
  for (const topic of topics) {
    for (const p of await admin.fetchTopicOffsetsByTimestamp(topic, since))
      starts.set(`${topic}#${p.partition}`, { topic, partition: p.partition, offset: p.offset });
    for (const p of await admin.fetchTopicOffsets(topic)) ends.set(`${topic}#${p.partition}`, Number(p.high));
  }
  await admin.disconnect();
  const times = new Map<string, EventTime>();
  const remaining = new Set([...ends].filter(([key, high]) => Number(starts.get(key)?.offset ?? high) < high).map(([key]) => key));
  if (remaining.size === 0) return times;
  const consumer = kafka.consumer({ groupId: `lag-bench-reader-${run}`, maxWaitTimeInMs: 500 });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: false });
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      try {
        const envelope = JSON.parse(message.value?.toString('utf8') ?? '{}') as { type?: string; occurredAt?: string; payload?: Record<string, unknown> };
        const p = envelope.payload ?? {};
        const key =
          envelope.type === 'InterviewUploaded'
            ? `interview:${String(p['interviewId'])}`
            : envelope.type === 'CandidateProfileUpdated'
              ? `profile:${String(p['candidateId'])}:${String(p['revision'])}`
              : envelope.type === 'UserRegistered'
                ? `user:${String(p['userId'])}`
                : null;
        if (key && !times.has(key)) times.set(key, { occurredAt: Date.parse(envelope.occurredAt ?? ''), kafkaAt: Number(message.timestamp) });
      } catch {
        // not one of ours
      }
      const slot = `${topic}#${partition}`;
      if (Number(message.offset) + 1 >= (ends.get(slot) ?? 0)) {
        remaining.delete(slot);
        if (remaining.size === 0) finish();
      }
    },
  });
  for (const { topic, partition, offset } of starts.values()) consumer.seek({ topic, partition, offset });
  await Promise.race([finished, sleep(30_000)]);
  await consumer.disconnect();
  return times;
}

/** A sample's lag: 0 when it was visible by the time its 2xx arrived. */
function lagOf(sample: Sample): number {
  return Math.max(0, sample.visibleAt! - sample.at);
}

/** Nearest-rank percentile of sorted values. */
function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function fmt(ms: number | undefined): string {
  return ms === undefined ? '-' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)}s` : `${Math.round(ms)}`;
}

function printReport(burst: { seconds: number; ok: number; latencies: number[] } | undefined, eventTimes: Map<string, EventTime>): void {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  // LAG_BENCH_COMMIT names the build when the tree is not a git checkout (e.g. a `git archive` copy).
  const head = process.env['LAG_BENCH_COMMIT'] ?? git('rev-parse', '--short', 'HEAD') ?? 'unknown';
  const dirty = !process.env['LAG_BENCH_COMMIT'] && (git('status', '--porcelain', '--', 'packages', 'services', 'gateway') ?? '') !== '';
  const rows: { phase: string; kind: Kind }[] = [
    ...(PHASES.has('idle') ? (['upload', 'profile', 'company-registration', 'candidate-registration'] as const).map((kind) => ({ phase: 'idle', kind })) : []),
    ...(PHASES.has('burst') ? [{ phase: 'burst', kind: 'burst-upload' as const }] : []),
  ];
  const line = (cells: string[], widths: number[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');

  console.info('');
  console.info(`event lag, ms: a write's 2xx → first poll that shows it where users read it (poll every ${POLL_MS} ms, one request in flight)`);
  console.info(
    `commit ${head}${dirty ? ' (+ uncommitted changes in packages/services/gateway)' : ''}, product as 7 processes, ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end`,
  );
  const widths = [5, 38, 4, 6, 6, 6, 6, 6];
  console.info(line(['phase', 'write → visible', 'n', 'p50', 'p95', 'p99', 'max', 'lost'], widths));
  for (const { phase, kind } of rows) {
    const of = samples.filter((s) => s.kind === kind);
    const lags = of
      .filter((s) => s.visibleAt !== null)
      .map(lagOf)
      .sort((a, b) => a - b);
    const cells = lags.length ? [pct(lags, 50), pct(lags, 95), pct(lags, 99), lags[lags.length - 1]!].map(fmt) : ['-', '-', '-', '-'];
    console.info(line([phase, KIND_LABEL[kind], String(of.length), ...cells, String(of.length - lags.length)], widths));
  }
  const notes = new Map<string, number>();
  for (const s of samples) if (s.note) notes.set(`${s.kind}: ${s.note}`, (notes.get(`${s.kind}: ${s.note}`) ?? 0) + 1);
  if (notes.size) console.info(`notes: ${[...notes].map(([note, count]) => `${note} (${count})`).join('; ')}`);
  if (burst) {
    const burstLags = samples.filter((s) => s.kind === 'burst-upload' && s.visibleAt !== null).map(lagOf);
    const within = burstLags.filter((ms) => ms <= 5000).length;
    const sorted = [...burst.latencies].sort((a, b) => a - b);
    console.info(
      `burst: ${burst.ok}/${BURST} uploads answered 200 in ${burst.seconds.toFixed(1)} s (${(burst.ok / burst.seconds).toFixed(1)} uploads/s, upload latency p50 ${fmt(pct(sorted, 50))} p95 ${fmt(pct(sorted, 95))} ms); visible within 5 s of their 200: ${within}/${BURST}`,
    );
  }
  console.info(`(nearest rank: with n < 100, p99 is the maximum; "lost" = not visible within ${TIMEOUT_MS / 1000} s or the write failed)`);

  console.info('');
  console.info('where the lag goes, ms (events read back from Kafka: occurredAt = write committed, CreateTime = the outbox relay sent it)');
  const bw = [5, 38, 7, 19, 19, 19];
  console.info(line(['phase', 'write → visible', 'matched', 'commit→Kafka', '2xx→Kafka', 'Kafka→visible'], bw));
  const triple = (values: number[]) => {
    const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
    return sorted.length ? `${fmt(pct(sorted, 50))}/${fmt(pct(sorted, 95))}/${fmt(sorted[sorted.length - 1])}` : '-';
  };
  for (const { phase, kind } of rows) {
    const matched = samples
      .filter((s) => s.kind === kind && s.visibleAt !== null && s.eventKey && eventTimes.has(s.eventKey))
      .map((s) => ({ s, e: eventTimes.get(s.eventKey!)! }));
    console.info(
      line(
        [
          phase,
          KIND_LABEL[kind],
          String(matched.length),
          triple(matched.map(({ e }) => e.kafkaAt - e.occurredAt)),
          triple(matched.map(({ s, e }) => e.kafkaAt - s.at)),
          triple(matched.map(({ s, e }) => s.visibleAt! - e.kafkaAt)),
        ],
        bw,
      ),
    );
  }
  console.info('(each p50/p95/max; 2xx→Kafka < 0: sent before the response arrived; Kafka→visible includes the poll resolution)');

  console.info('');
  console.info('CPU seconds per process (utime + stime from /proc/<pid>/stat; % of one core over the phase)');
  const names = [...new Set(phaseCpu.flatMap((p) => [...p.cpu.keys()]))];
  const cw = [28, ...phaseCpu.map(() => 22)];
  console.info(['process'.padEnd(cw[0]!), ...phaseCpu.map((p, i) => `${p.phase} (${p.seconds.toFixed(0)} s wall)`.padStart(cw[i + 1]!))].join('  '));
  for (const name of names) {
    console.info(
      [
        name.padEnd(cw[0]!),
        ...phaseCpu.map((p, i) => {
          const seconds = p.cpu.get(name);
          return (seconds === undefined ? '-' : `${seconds.toFixed(1)} s (${Math.round((100 * seconds) / p.seconds)}%)`).padStart(cw[i + 1]!);
        }),
      ].join('  '),
    );
  }
  const totals = phaseCpu.map((p) => [...p.cpu.values()].reduce((a, b) => a + b, 0));
  console.info(
    ['total'.padEnd(cw[0]!), ...totals.map((t, i) => `${t.toFixed(1)} s (${Math.round((100 * t) / phaseCpu[i]!.seconds)}%)`.padStart(cw[i + 1]!))].join('  '),
  );
  if (errors.length) console.info(`\n${errors.length} samples lost; first: ${errors.slice(0, 5).join('; ')}`);
  console.info(`\nlogs of every process: ${logsDir}`);
}
