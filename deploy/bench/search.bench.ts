// Candidate search benchmark. Seeds N candidates with M public interviews each straight into the
// company service's search index on OpenSearch (the documents its index writer writes, bulk), starts
// the back end (in this process, or with --processes as separate processes from the build, as
// deployed), then drives GET /api/company/search-candidates through the gateway from a worker
// thread and prints p50/p95/p99 latency, throughput, response size, CPU per request (per process
// with --processes) and the load average at each concurrency, for no filter, each filter alone and
// all filters; then the same search by path at 10 clients (REST, the gateway's POST /graphql with
// the operation REST runs and with the typed query, the company subgraph directly) and a one-client
// breakdown of the subgraph. Run after `npm run build`:
//   npm run bench:search -- [--candidates 100000] [--interviews 10] [--concurrency 1,10,50] [--duration 5] [--warmup 1] [--db name] [--keep]
//                           [--processes] [--only <scenario text>] [--rest-only] [--idle-seconds 30] [--json file]
// --db with --keep reuses a database and index seeded by an earlier run.
// The 100,000-candidate row on OpenSearch: docs/decisions/search-engine.md (1,000,000 not yet measured).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import mongoose from 'mongoose';
import { startTestSmtpServer, TEST_JWT_SECRET, testToken, uniqueSuffix } from '@hiring/service-kit/testing';
import { INTERVIEW_STAGE_KEYS, stageProgress, type InterviewSnapshot } from '@hiring/contracts';
import { TEST_INTERNAL_SECRET, startStack } from '@hiring/test-kit/stack';
import { INTERNAL_SECRET_HEADER } from '@hiring/service-kit';
import { createKafka, createLogger } from '@hiring/service-kit';
import { interviewSnapshotRecord, profileRecord, type CandidateProfileSnapshot } from '../../services/company/src/domain/search/records.js';
import { storedCandidate } from '../../services/company/src/domain/search/opensearch/candidate-records.js';
import { OpenSearchSearch } from '../../services/company/src/domain/search/opensearch/opensearch-search.js';
import { print } from 'graphql';
import { SEARCH_CANDIDATES } from '../../gateway/src/rest/operations/search-candidates.query.js';
import { waitForGroupsCaughtUp } from './lib/consumer-lag.js';
import { cpuDelta, cpuSnapshot, SERVICE_NAMES, startProduct } from './lib/product-processes.js';
import { useLocalInfraEnv } from './lib/local-infra-env.js';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    interviews: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '1,10,50' },
    duration: { type: 'string', default: '5' },
    // Seconds of load before each row is measured (a fresh replica's JIT and heap settle first).
    warmup: { type: 'string', default: '1' },
    db: { type: 'string' },
    keep: { type: 'boolean', default: false },
    // Only the scenarios (and comparison rows) whose name contains this text, e.g. --only dashboard.
    only: { type: 'string', default: '' },
    // Skip the comparison by path and the breakdown.
    'rest-only': { type: 'boolean', default: false },
    // The product as separate processes (built dist, as deployed): CPU per process per row.
    processes: { type: 'boolean', default: false },
    // After the load: this many seconds without traffic, CPU of every process (the whole stack idle with the data loaded).
    'idle-seconds': { type: 'string', default: '0' },
    // The headline figures as JSON (npm run bench reads them).
    json: { type: 'string' },
  },
});
const candidateCount = Number(values.candidates);
const interviewsEach = Number(values.interviews);
const levels = values.concurrency.split(',').map(Number);
const durationMs = Number(values.duration) * 1000;
const database = values.db ?? `bench_company_${uniqueSuffix()}`;
const indexPrefix = `${database.toLowerCase()}_`;

useLocalInfraEnv();

// --- deterministic data ------------------------------------------------------------------
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const WORDS_A = [
  'Blue',
  'Red',
  'Silver',
  'North',
  'Bright',
  'Quantum',
  'Iron',
  'Green',
  'Swift',
  'Golden',
  'Hidden',
  'Open',
  'Prime',
  'Rapid',
  'Solar',
  'Urban',
  'Wild',
  'Crystal',
  'Deep',
  'Noble',
];
const WORDS_B = [
  'Harbor',
  'Labs',
  'Systems',
  'Works',
  'Dynamics',
  'Analytics',
  'Cloud',
  'Robotics',
  'Health',
  'Capital',
  'Logistics',
  'Media',
  'Foods',
  'Energy',
  'Networks',
  'Studio',
  'Bank',
  'Motors',
  'Games',
  'Security',
];
const SUFFIXES = ['Inc', 'LLC', 'Ltd', 'GmbH', ''];
const COMPANIES = WORDS_A.flatMap((a) => WORDS_B.map((b) => `${a} ${b}`)).map((name, i) => ({
  name: `${name} ${SUFFIXES[i % SUFFIXES.length]}`.trim(),
  domain: `${name.toLowerCase().replace(/\s+/g, '')}.com`,
}));
const SKILLS = [
  'Python',
  'TypeScript',
  'JavaScript',
  'Go',
  'Rust',
  'Java',
  'Kotlin',
  'Swift',
  'C++',
  'C#',
  'SQL',
  'PostgreSQL',
  'MongoDB',
  'Kafka',
  'React',
  'Node.js',
  'Kubernetes',
  'Docker',
  'AWS',
  'GCP',
  'Azure',
  'Terraform',
  'GraphQL',
  'Spark',
  'Pandas',
  'PyTorch',
  'TensorFlow',
  'Figma',
  'Product Strategy',
  'SEO',
  'Salesforce',
  'Excel',
  'Tableau',
  'Scala',
  'Elixir',
  'Ruby',
  'Rails',
  'Django',
  'Flask',
  'Vue',
  'Angular',
  'Linux',
  'Networking',
  'Security Auditing',
  'Data Modeling',
];
const STAGE_WEIGHTS: [string, number][] = INTERVIEW_STAGE_KEYS.filter((k) => k !== 'unknown').map((k) => [
  k,
  k === 'offer' ? 1 : k === 'final' ? 2 : k === 'onsite' ? 4 : 6,
]);
const STAGE_TOTAL = STAGE_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
function stage(): string {
  let r = random() * STAGE_TOTAL;
  for (const [key, weight] of STAGE_WEIGHTS) if ((r -= weight) < 0) return key;
  return 'application';
}

function candidate(n: number): { profile: CandidateProfileSnapshot; interviews: InterviewSnapshot[] } {
  const candidateId = `bench-c${n}`;
  const skills = [...new Set(Array.from({ length: 4 + Math.floor(random() * 6) }, () => pick(SKILLS)))];
  const employer = pick(COMPANIES).name;
  const profile: CandidateProfileSnapshot = {
    candidateId,
    revision: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    email: `${candidateId}@bench.test`,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    linkedinUrl: `https://www.linkedin.com/in/${candidateId}`,
    location: pick(['London', 'Berlin', 'New York', 'Lisbon', 'Remote']),
    currentCompany: employer,
    expectedBaseSalary: 80_000 + Math.floor(random() * 120) * 1000,
    dreamScenarioBaseSalary: 150_000 + Math.floor(random() * 100) * 1000,
    currentPosition: pick(['Software Engineer', 'Data Scientist', 'Product Manager', 'Designer', 'SRE']),
    jobFamily: 'software-engineering',
    jobTitle: 'Software Engineer',
    yearsExperience: Math.floor(random() * 20),
    skills,
    workModel: pick(['remote', 'hybrid', 'in-person']),
    isStrictlyRemote: false,
    degreeLevel: 'Bachelor',
    fieldOfStudy: 'Computer Science',
    institution: 'Bench University',
    workExperiences: [
      { company: employer, jobTitle: 'Engineer', startMonth: 1, startYear: 2021, endMonth: null, endYear: null, isCurrent: true },
      { company: pick(COMPANIES).name, jobTitle: 'Junior Engineer', startMonth: 6, startYear: 2017, endMonth: 12, endYear: 2020, isCurrent: false },
    ],
    discoverable: true,
  };
  const interviews = Array.from({ length: interviewsEach }, (_, i): InterviewSnapshot => {
    const company = pick(COMPANIES);
    const key = stage();
    const date = new Date(Date.UTC(2023, 0, 1) + Math.floor(random() * 3 * 365) * 86_400_000).toISOString();
    return {
      interviewId: `${candidateId}-i${i}`,
      candidateId,
      evidence: null,
      processId: `${candidateId}-p${i}`,
      revision: 1,
      companyName: company.name,
      companyDomain: company.domain,
      stage: key,
      stageRank: stageProgress(key),
      interviewDate: date,
      position: 'Software Engineer (Software Engineering)',
      jobFamily: 'software-engineering',
      jobTitle: 'Software Engineer',
      positionEditedByCandidate: false,
      aiExtractedPosition: 'Software Engineer',
      visibility: 'public',
      aiSummary: `The candidate reached the ${key.replace(/_/g, ' ')} stage for a software engineering role; the process covered system design, coding and a values interview.`,
      sourceType: 'email_upload',
      uploadedAt: date,
    };
  });
  return { profile, interviews };
}

// --- seed ----------------------------------------------------------------------------------
const companyId = 'bench-company';
const connection = await mongoose.createConnection(process.env['MONGO_URL']!, { dbName: database, retryWrites: false }).asPromise();
const openSearchUrl = process.env['OPENSEARCH_URL']!;
const index = new OpenSearchSearch({ url: openSearchUrl, prefix: indexPrefix });
await index.ensureIndex();
const existing = await index.count();
if (values.keep && existing > 0) {
  console.info(`reusing ${database} (${existing} documents in ${index.index})`);
} else {
  if (existing > 0) {
    await index.client.indices.delete({ index: index.index });
    await index.ensureIndex();
  }
  const started = performance.now();
  const BATCH = 500;
  for (let n = 0; n < candidateCount; n += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, candidateCount - n) }, (_, i) => candidate(n + i));
    // The documents the index writer would have written from these events.
    const body = batch.flatMap((c) => [
      { index: { _index: index.alias, _id: c.profile.candidateId } },
      storedCandidate(c.profile.candidateId, { profile: profileRecord(c.profile), interviews: c.interviews.map((i) => interviewSnapshotRecord(i)) }),
    ]);
    const response = await index.client.bulk({ body: body as never });
    if ((response.body as { errors: boolean }).errors) throw new Error('bulk indexing failed');
    if ((n / BATCH) % 20 === 0) process.stdout.write(`\rseeded ${n + batch.length} candidates`);
  }
  await index.refresh();
  console.info(
    `\rseeded ${candidateCount} candidates × ${interviewsEach} interviews into ${index.index} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
await index.close();
await connection.collection('company_profiles').replaceOne(
  { _id: companyId as never },
  {
    _id: companyId,
    email: 'bench@company.test',
    firstName: 'Bench',
    lastName: 'Mark',
    companyName: 'Blue Harbor Inc',
    industry: 'Technology',
    size: '11-50',
    website: 'https://blueharbor.com',
    createdAt: new Date(),
    updatedAt: new Date(),
  },
  { upsert: true },
);
await connection.close();

// --- start -----------------------------------------------------------------------------------
type IndexStatus = { documents: number };
// The service answers once it listens; the index is already there (replicas hold no search state).
async function indexStatus(url: string): Promise<IndexStatus> {
  for (;;) {
    const response = await fetch(`${url}/search-view`, { headers: { [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET } }).catch(() => null);
    const body = response?.ok ? ((await response.json()) as Partial<IndexStatus>) : null;
    if (typeof body?.documents === 'number') return body as IndexStatus;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const company = { MONGO_DB: database, OPENSEARCH_INDEX_PREFIX: indexPrefix, LOG_LEVEL: 'warn' };
async function stopKeepingData(running: Awaited<ReturnType<typeof startStack>>) {
  await running.gateway.stop();
  await Promise.all(Object.values(running.services).map((service) => service.stop()));
  await running.smtp.stop();
}

// 2. The start measured below: from the snapshot. In one process (the default: every service
// and the gateway in this process, the load generator in a worker thread) or, with --processes,
// as separate processes from the build, each with its own heap and CPU account.
interface Backend {
  gatewayUrl: string;
  companyUrl: string;
  /** Processes whose CPU each row reports (empty in one-process mode). */
  processes: { name: string; pid: number }[];
  /** Prefix of the product's consumer groups (separate processes only). */
  groupPrefix?: string;
  /** With --processes: stops the company service and starts it again alone (a replica's start). */
  restartCompany?(): Promise<{ spawnedAt: number }>;
  stop(): Promise<void>;
}
async function startBackend(): Promise<Backend> {
  if (!values.processes) {
    const stack = await startStack({ env: { company } });
    return {
      gatewayUrl: stack.gateway.url,
      companyUrl: stack.services.company.url,
      processes: [],
      stop: () => (values.keep ? stopKeepingData(stack) : stack.stop()), // --keep: the seeded database (and its snapshot) serve the next run
    };
  }
  const smtp = await startTestSmtpServer();
  const groupPrefix = `search-bench-${uniqueSuffix()}.`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    JWT_SECRET: TEST_JWT_SECRET,
    INTERNAL_API_SECRET: TEST_INTERNAL_SECRET,
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    // Billing refuses its dev mode in production (NODE_ENV=production is passed on as given).
    ...(process.env['NODE_ENV'] === 'production' ? {} : { BILLING_DEV_MODE: 'true' }),
    KAFKA_GROUP_PREFIX: groupPrefix,
    // One company drives all the load: the per-company scan rate (120 a minute) would refuse it.
    SEARCH_SCANS_PER_MINUTE: '100000000',
  };
  for (const name of ['PORT', 'MONGO_DB', ...SERVICE_NAMES.map((n) => `SUBGRAPH_${n.toUpperCase()}_URL`)]) delete env[name];
  const product = await startProduct({
    env,
    serviceEnv: (name): Record<string, string> =>
      name === 'company' ? { MONGO_DB: database, OPENSEARCH_INDEX_PREFIX: indexPrefix } : { MONGO_DB: `${database}_${name}` },
    logsDir: '/tmp/search-bench-logs',
  });
  const companyPort = product.processes.find((p) => p.name === 'company')!.port;
  return {
    gatewayUrl: product.gatewayUrl,
    companyUrl: `http://127.0.0.1:${companyPort}`,
    processes: [...product.processes.map(({ name, pid }) => ({ name, pid })), ...pidsOfInfra()],
    groupPrefix,
    restartCompany: () => product.restart('company'),
    stop: async () => {
      await product.stop();
      await smtp.stop();
    },
  };
}
/** FerretDB, Kafka and OpenSearch of HM_STATE_DIR, when named: their CPU per row too. */
function pidsOfInfra(): { name: string; pid: number }[] {
  const dir = process.env['HM_STATE_DIR'];
  if (!dir) return [];
  return [
    ['kafka', 'kafka'],
    ['mongo', 'ferretdb'],
    ['opensearch', 'opensearch'],
  ].flatMap(([file, name]) => {
    if (!existsSync(`${dir}/run/${file}.pid`)) return [];
    const pid = Number(readFileSync(`${dir}/run/${file}.pid`, { encoding: 'utf8', flag: 'r' }).trim());
    return Number.isInteger(pid) && pid > 0 ? [{ name: name!, pid }] : [];
  });
}

const heapBefore = process.memoryUsage().heapUsed;
const startedAt = performance.now();
const backend = await startBackend();
const startMs = performance.now() - startedAt;
const view = await indexStatus(backend.companyUrl);
const loadedMs = performance.now() - startedAt;
console.info(
  `start${values.processes ? ' (separate processes)' : ''}: back end up in ${(startMs / 1000).toFixed(1)} s, serving ${view.documents} documents ${(loadedMs / 1000).toFixed(1)} s after the start` +
    (values.processes ? '' : `; heap +${((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20).toFixed(0)} MiB`),
);

if (backend.groupPrefix) {
  // The product's new consumer groups first replay whatever earlier benchmarks left on the broker.
  const t0 = performance.now();
  const lag = await waitForGroupsCaughtUp(
    createKafka({ clientId: 'search-bench', brokers: process.env['KAFKA_BROKERS']!.split(','), logger: createLogger('search-bench', 'warn') }),
    backend.groupPrefix,
  );
  console.info(
    `  consumer groups caught up with the broker in ${((performance.now() - t0) / 1000).toFixed(1)} s${lag > 0 ? ` (gave up with ${lag} events left)` : ''}`,
  );
}

// The seeding's garbage goes now, not in a major GC of
// this process while it generates the load (with --expose-gc, as all.bench runs it).
(globalThis as { gc?: () => void }).gc?.();

const token = testToken({ userId: companyId, userType: 'company' });
const scenarios: [string, string][] = [
  ['no filter', 'page=1&per_page=20'],
  ['no filter, deep page 200', 'page=200&per_page=20'],
  ['dashboard (per_page=100)', 'page=1&per_page=100'],
  ['company_name=labs', 'page=1&per_page=20&company_name=labs'],
  ['interview_stage=Onsite', 'page=1&per_page=20&interview_stage=Onsite'],
  ['skills=python', 'page=1&per_page=20&skills=python'],
  ['all filters', 'page=1&per_page=20&company_name=labs&interview_stage=Final%20Round&skills=python,sql'],
];

// The load generator runs in a worker thread: its own event loop on the second core.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, concurrency, durationMs, warmupMs, body, headers } = workerData;
const init = body
  ? { method: 'POST', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json', ...headers }, body }
  : { headers: { authorization: 'Bearer ' + token, ...headers } };
(async () => {
  const latencies = [];
  let errors = 0;
  const kinds = {};
  let bytes = 0;
  const end = Date.now() + warmupMs + durationMs;
  const measureFrom = Date.now() + warmupMs;
  let measuredStart = 0;
  let marked = false;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const started = Date.now();
      if (started >= measureFrom && !marked) {
        marked = true;
        parentPort.postMessage({ mark: true }); // the main thread starts counting CPU here
      }
      try {
        const response = await fetch(url, init);
        const answer = await response.arrayBuffer();
        if (started >= measureFrom) {
          if (!measuredStart) measuredStart = started;
          latencies.push(performance.now() - t0);
          bytes += answer.byteLength;
          if (response.status !== 200) {
            errors += 1;
            kinds[response.status] = (kinds[response.status] || 0) + 1;
          }
        }
      } catch (error) {
        errors += 1;
        const kind = String((error && (error.cause?.code || error.name)) || 'error');
        kinds[kind] = (kinds[kind] || 0) + 1;
      }
    }
  }));
  parentPort.postMessage({ latencies, errors, kinds, bytes, seconds: (Date.now() - (measuredStart || measureFrom)) / 1000 });
})();
`;

interface LoadResult {
  latencies: number[];
  errors: number;
  /** Errors by HTTP status or exception code. */
  kinds: Record<string, number>;
  bytes: number;
  seconds: number;
  /** CPU of the whole process (server and load generator) per request, ms. */
  cpuMs: number;
  /** Busy time of the main thread (every service and the gateway; not the load generator) per request, ms. */
  serverMs: number;
  /** With --processes: CPU ms per request of each process (this one is the load generator). */
  byProcess: Map<string, number>;
}

function runLoad(target: { url: string; body?: string; headers?: Record<string, string> }, concurrency: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { ...target, token, concurrency, durationMs, warmupMs: Number(values.warmup) * 1000 } });
    let cpu0 = process.cpuUsage();
    let elu0 = performance.eventLoopUtilization();
    let perProcess0 = cpuSnapshot(backend.processes, 'bench');
    worker.on('message', (message: { mark?: true } & Omit<LoadResult, 'cpuMs' | 'serverMs' | 'byProcess'>) => {
      if (message.mark) {
        cpu0 = process.cpuUsage();
        elu0 = performance.eventLoopUtilization();
        perProcess0 = cpuSnapshot(backend.processes, 'bench');
        return;
      }
      const cpu = process.cpuUsage(cpu0);
      const elu = performance.eventLoopUtilization(elu0);
      const n = Math.max(1, message.latencies.length);
      const byProcess = new Map([...cpuDelta(perProcess0, cpuSnapshot(backend.processes, 'bench'))].map(([name, seconds]) => [name, (seconds * 1000) / n]));
      resolve({ ...message, cpuMs: (cpu.user + cpu.system) / 1000 / n, serverMs: elu.active / n, byProcess });
    });
    worker.once('error', reject);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const HEADER = 'req/s    p50 ms   p95 ms   p99 ms   KiB/resp  errors  CPU ms/req  server ms/req  load avg';
function row(result: LoadResult): string {
  const sorted = result.latencies.sort((a, b) => a - b);
  return [
    (sorted.length / result.seconds).toFixed(0).padStart(5),
    pct(sorted, 50).toFixed(1).padStart(9),
    pct(sorted, 95).toFixed(1).padStart(8),
    pct(sorted, 99).toFixed(1).padStart(8),
    (result.bytes / Math.max(1, sorted.length) / 1024).toFixed(1).padStart(10),
    String(result.errors).padStart(7),
    result.cpuMs.toFixed(2).padStart(11),
    result.serverMs.toFixed(2).padStart(14),
    `  ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    result.errors
      ? `  errors: ${Object.entries(result.kinds)
          .map(([kind, n]) => `${kind} ×${n}`)
          .join(', ')}`
      : '',
    values.processes
      ? `  CPU ms/req: ${[...result.byProcess]
          .filter(([, ms]) => ms >= 0.005)
          .map(([name, ms]) => `${name} ${ms.toFixed(2)}`)
          .join(', ')}`
      : '',
  ].join(' ');
}

console.info(
  `\nGET /api/company/search-candidates through the gateway, ${values.duration} s per row after ${values.warmup} s warm-up; company "Blue Harbor Inc" (hiding rule on)`,
);
console.info(
  values.processes
    ? 'CPU ms/req and server ms/req: this process (the load generator); then CPU ms/req of each process of the product\n'
    : "CPU ms/req: the whole process (back end, gateway and the load generator thread); server ms/req: the main thread's busy time (back end and gateway only)\n",
);
console.info(`scenario                          matches  conc ${HEADER}`);
/** Headline figures for --json, by row name. */
const figures: Record<string, { p50: number; p95: number; p99: number; perSecond: number; errors: number }> = {};
const figure = (result: LoadResult) => {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99), perSecond: sorted.length / result.seconds, errors: result.errors };
};
for (const [name, query] of scenarios.filter(([name]) => name.includes(values.only))) {
  const url = `${backend.gatewayUrl}/api/company/search-candidates?${query}`;
  const probe = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as { pagination?: { total: number }; error?: string };
  if (!probe.pagination) throw new Error(`${name}: ${JSON.stringify(probe)}`);
  for (const concurrency of levels) {
    const result = await runLoad({ url }, concurrency);
    figures[`${name} @${concurrency}`] = figure(result);
    console.info(`${name.padEnd(32)} ${String(probe.pagination.total).padStart(8)} ${String(concurrency).padStart(5)} ${row(result)}`);
  }
}

// REST against GraphQL and the gateway against the company subgraph alone, same searches: the
// typed operation the REST facade runs (SEARCH_CANDIDATES), as a GraphQL client would send it,
// through the gateway's POST /graphql and straight to the subgraph.
const SEARCH = print(SEARCH_CANDIDATES);
const COMPARE_CONCURRENCY = 10;
console.info(`\nthe same search by path, ${COMPARE_CONCURRENCY} clients`);
console.info(`${'path'.padEnd(64)} ${HEADER}`);
for (const [label, perPage] of (
  [
    ['no filter, 20 per page', 20],
    ['dashboard, 100 per page', 100],
  ] as const
).filter(([label]) => !values['rest-only'] && label.includes(values.only))) {
  const variables = { input: { page: 1, perPage } };
  const internal = { [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET };
  const paths: [string, { url: string; body?: string; headers?: Record<string, string> }][] = [
    ['REST GET /api/company/search-candidates', { url: `${backend.gatewayUrl}/api/company/search-candidates?page=1&per_page=${perPage}` }],
    [
      'gateway POST /graphql, searchCandidates typed (REST fields)',
      { url: `${backend.gatewayUrl}/graphql`, body: JSON.stringify({ query: SEARCH, variables }) },
    ],
    [
      'company subgraph direct, searchCandidates typed',
      { url: `${backend.companyUrl}/graphql`, body: JSON.stringify({ query: SEARCH, variables }), headers: internal },
    ],
  ];
  if (perPage === 100) {
    // What the web dashboard sends since it reads over GraphQL (CompanyDashboardStats in
    // web/src/modules/company-dashboard): the stats of the first 100, no candidate fields.
    const DASHBOARD_STATS =
      'query CompanyDashboardStats($input: CandidateSearchInput) { searchCandidates(input: $input) { stats { totalCandidates unlockedCandidates unlockedOffers unlockedInterviews topStages { stage label count } } } }';
    paths.push([
      "gateway POST /graphql, the web dashboard's CompanyDashboardStats",
      { url: `${backend.gatewayUrl}/graphql`, body: JSON.stringify({ query: DASHBOARD_STATS, variables }) },
    ]);
  }
  for (const [name, target] of paths) {
    const result = await runLoad(target, COMPARE_CONCURRENCY);
    figures[`${label}: ${name}`] = figure(result);
    console.info(`${`${label}: ${name}`.padEnd(64)} ${row(result)}`);
  }
}

// Where the time goes, one client: the company subgraph alone (two equality reads, the in-memory
// search, GraphQL), with and without the candidate payload.
const CANDIDATE_FIELDS = `id isUnlocked name email yearsExperience currentPosition skills top5Skills workExperiences { company jobTitle startYear isCurrent }
  interviews { id companyName companyDomain position stage stageLabel date sourceType aiSummary } stats { totalInterviews offersReceived }`;
const BREAKDOWN = [
  ['company subgraph: total only', (input: string) => `{ searchCandidates(input: ${input}) { pagination { total } } }`],
  ['company subgraph: 20 candidates', (input: string) => `{ searchCandidates(input: ${input}) { candidates { ${CANDIDATE_FIELDS} } pagination { total } } }`],
] as const;
console.info(
  `\nbreakdown at concurrency 1                                 p50 ms   p95 ms  CPU ms/req (${values.processes ? 'company process' : 'whole process'})`,
);
for (const [label, input] of (
  [
    ['no filter', '{}'],
    ['all filters', '{ companyName: "labs", interviewStage: "Final Round", skills: "python,sql" }'],
  ] as const
).filter(() => !values['rest-only'])) {
  for (const [name, query] of BREAKDOWN) {
    const result = await runLoad(
      { url: `${backend.companyUrl}/graphql`, body: JSON.stringify({ query: query(input) }), headers: { [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET } },
      1,
    );
    const sorted = result.latencies.sort((a, b) => a - b);
    console.info(
      `${`${label}, ${name}`.padEnd(58)} ${pct(sorted, 50).toFixed(1).padStart(7)} ${pct(sorted, 95).toFixed(1).padStart(8)} ${(values.processes ? (result.byProcess.get('company') ?? NaN) : result.cpuMs).toFixed(2).padStart(11)}`,
    );
  }
}

// Issue 29: one company's expensive requests must not slow the others. A bystander searches (10
// clients, REST, no filter) idle, then while another company keeps ten requests of 50 aliased
// searchCandidates each in flight; the gateway refuses them by cost before any subgraph sees them.
let attack: { idleP95: number; underAttackP95: number; attackRequests: number; refused: number } | undefined;
if (!values['rest-only'] && 'bystander under attack'.includes(values.only)) {
  const url = `${backend.gatewayUrl}/api/company/search-candidates?page=1&per_page=20`;
  const quiet = await runLoad({ url }, 10);
  const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: searchCandidates(input: { skills: "skill${i}" }) { pagination { total } }`).join(' ');
  const attacker = testToken({ userId: `attacker-${uniqueSuffix()}`, userType: 'company' });
  let attacking = true;
  let attackRequests = 0;
  let refused = 0;
  const flood = async () => {
    while (attacking) {
      const answer = await fetch(`${backend.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${attacker}` },
        body: JSON.stringify({ query: `{ ${aliases} }` }),
      });
      const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
      attackRequests += 1;
      if (body.errors?.[0]?.extensions?.code === 'QUERY_TOO_EXPENSIVE') refused += 1;
    }
  };
  const floods = Array.from({ length: 10 }, flood);
  const during = await runLoad({ url }, 10);
  attacking = false;
  await Promise.all(floods);
  figures['bystander idle @10'] = figure(quiet);
  figures['bystander under attack @10'] = figure(during);
  attack = { idleP95: figure(quiet).p95, underAttackP95: figure(during).p95, attackRequests, refused };
  console.info(`\nbystander search (REST, no filter, 10 clients) while another company sends ten 50-alias requests at once, again and again`);
  console.info(`${'idle'.padEnd(32)} ${row(quiet)}`);
  console.info(`${'under attack'.padEnd(32)} ${row(during)}`);
  console.info(
    `attack requests: ${attackRequests}, refused as too expensive: ${refused}; bystander p95 ${((100 * attack.underAttackP95) / attack.idleP95 - 100).toFixed(0)} % over idle (goal ≤ 20 %)`,
  );
}

let idle: { seconds: number; cpu: Record<string, number> } | undefined;
if (Number(values['idle-seconds']) > 0) {
  // The stack with everything loaded and no traffic: what it costs to sit there (timers, heartbeats).
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const before = cpuSnapshot(backend.processes, 'bench');
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, Number(values['idle-seconds']) * 1000));
  const seconds = (performance.now() - t0) / 1000;
  const used = cpuDelta(before, cpuSnapshot(backend.processes, 'bench'));
  if (!values.processes) {
    // In one process the load generator is idle too; its share cannot be told apart.
    used.set('back end (one process)', used.get('bench') ?? 0);
  }
  used.delete('bench');
  idle = { seconds, cpu: Object.fromEntries(used) };
  const total = [...used.values()].reduce((a, b) => a + b, 0);
  console.info(
    `\nidle ${seconds.toFixed(0)} s with the index loaded: ${((100 * total) / seconds).toFixed(1)} % of a core (${[...used].map(([name, sec]) => `${name} ${sec.toFixed(2)} s`).join(', ')})`,
  );
}

// A company replica starting on its own (a restart, or one more replica) while the rest of the
// product runs: from the process start to serving (nothing to load).
let replicaStart: { ms: number } | undefined;
if (backend.restartCompany) {
  const { spawnedAt: t0 } = await backend.restartCompany();
  await indexStatus(backend.companyUrl);
  replicaStart = { ms: performance.now() - t0 };
  console.info(`\na company replica started alone: serving ${(replicaStart.ms / 1000).toFixed(1)} s after its process started`);
}

if (values.json) {
  const at = (name: string) => figures[name] ?? null;
  writeFileSync(
    values.json,
    JSON.stringify({
      candidates: candidateCount,
      interviewsEach,
      processes: values.processes,
      backendStartMs: loadedMs,
      replicaStart,
      rest10: at('no filter @10'),
      dashboard10: at('dashboard (per_page=100) @10'),
      dashboardWeb10: at("dashboard, 100 per page: gateway POST /graphql, the web dashboard's CompanyDashboardStats"),
      graphql10: at('no filter, 20 per page: gateway POST /graphql, searchCandidates typed (REST fields)'),
      direct10: at('no filter, 20 per page: company subgraph direct, searchCandidates typed'),
      attack,
      idle,
      load: readFileSync('/proc/loadavg', 'utf8').trim(),
    }),
  );
}

await backend.stop();
process.exit(0);
