// FerretDB on SQLite against FerretDB on PostgreSQL (deploy/local/infra.sh, FERRETDB_BACKEND) on
// this product's workloads. For each backend and run, on a fresh FerretDB (and PostgreSQL cluster):
//   - inserts into a collection with a unique index, one at a time and at --concurrency;
//   - equality reads by _id, one at a time and at --concurrency: string ids (the services' models
//     use UUID strings) and driver-generated ObjectIds;
//   - idle CPU for --idle seconds with --docs documents stored and a driver connected;
//   - the upload pipeline (deploy/bench/upload.bench.ts --emails N --concurrency C) on it.
// Prints ops/s, p50/p95 latency, and CPU seconds per 1000 operations of the FerretDB process and of
// the PostgreSQL processes (/proc/<pid>/stat utime+stime; postmaster's reaped children included).
//   npm run bench:ferretdb -- [--backends sqlite,postgresql] [--runs 2] [--ops 1000] [--concurrency 8]
//     [--docs 3000] [--idle 30] [--upload-emails 200] [--upload-concurrency 8] [--no-upload]
// Ports: MONGO_PORT, POSTGRES_PORT, KAFKA_PORT, KAFKA_CONTROLLER_PORT from the environment, free ones
// otherwise; state under $HM_STATE_DIR/ferretdb-bench (or the temp dir), removed per run.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { ROOT, freePort } from './lib/product-processes.js';

const { values } = parseArgs({
  options: {
    backends: { type: 'string', default: 'sqlite,postgresql' },
    runs: { type: 'string', default: '2' },
    ops: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '8' },
    docs: { type: 'string', default: '3000' },
    idle: { type: 'string', default: '30' },
    'upload-emails': { type: 'string', default: '200' },
    'upload-concurrency': { type: 'string', default: '8' },
    'no-upload': { type: 'boolean', default: false },
  },
});
const backends = values.backends
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
const runs = Number(values.runs);
const ops = Number(values.ops);
const concurrency = Number(values.concurrency);
const docs = Number(values.docs);
const idleSeconds = Number(values.idle);
const uploadEmails = Number(values['upload-emails']);
const uploadConcurrency = Number(values['upload-concurrency']);
const withUpload = !values['no-upload'];

const INFRA = join(ROOT, 'deploy', 'local', 'infra.sh');
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const BASE = join(process.env['HM_STATE_DIR'] ?? tmpdir(), 'ferretdb-bench');
const ports = {
  MONGO_PORT: process.env['MONGO_PORT'] ?? String(await freePort()),
  POSTGRES_PORT: process.env['POSTGRES_PORT'] ?? String(await freePort()),
  KAFKA_PORT: process.env['KAFKA_PORT'] ?? String(await freePort()),
  KAFKA_CONTROLLER_PORT: process.env['KAFKA_CONTROLLER_PORT'] ?? String(await freePort()),
};

function infra(stateDir: string, backend: string, args: string[]): string {
  return execFileSync('bash', [INFRA, ...args], {
    env: { ...process.env, ...ports, HM_STATE_DIR: stateDir, FERRETDB_BACKEND: backend },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

// ------------------------------------------------------------------ CPU accounting

/** utime+stime (and cutime+cstime when `children`) of a pid in seconds, and its ppid. */
function stat(pid: number): { ppid: number; self: number; reaped: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name (which may contain spaces) start at state (field 3).
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const n = (i: number) => Number(f[i - 3]);
  return { ppid: n(4), self: (n(14) + n(15)) / CLOCK_TICKS, reaped: (n(16) + n(17)) / CLOCK_TICKS };
}

function pidOf(stateDir: string, component: string): number | undefined {
  const file = join(stateDir, 'run', `${component}.pid`);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

interface Cpu {
  ferretdb: number;
  postgres: number;
}

function cpu(stateDir: string): Cpu {
  const ferret = pidOf(stateDir, 'mongo');
  const postmaster = pidOf(stateDir, 'postgres');
  let postgres = 0;
  if (postmaster) {
    const pm = stat(postmaster);
    if (pm) postgres += pm.self + pm.reaped;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const s = stat(Number(entry));
      if (s && s.ppid === postmaster) postgres += s.self;
    }
  }
  return { ferretdb: (ferret && stat(ferret)?.self) || 0, postgres };
}

// ------------------------------------------------------------------ workloads

interface Row {
  backend: string;
  run: number;
  workload: string;
  load: string;
  opsPerSecond?: number;
  p50?: number;
  p95?: number;
  /** CPU seconds per 1000 operations (or, for idle, % of one core). */
  ferretdb: number;
  postgres: number;
  note?: string;
}
const rows: Row[] = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(
  backend: string,
  run: number,
  stateDir: string,
  workload: string,
  count: number,
  parallel: number,
  op: (i: number) => Promise<void>,
): Promise<void> {
  const la = load();
  const latencies: number[] = [];
  let next = 0;
  const before = cpu(stateDir);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await op(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = cpu(stateDir);
  latencies.sort((a, b) => a - b);
  const row: Row = {
    backend,
    run,
    workload,
    load: la,
    opsPerSecond: count / seconds,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    ferretdb: ((after.ferretdb - before.ferretdb) * 1000) / count,
    postgres: ((after.postgres - before.postgres) * 1000) / count,
  };
  rows.push(row);
  print(row);
}

function print(r: Row): void {
  const rate = r.opsPerSecond === undefined ? '' : `${r.opsPerSecond.toFixed(1)} ops/s  p50 ${r.p50!.toFixed(1)} ms  p95 ${r.p95!.toFixed(1)} ms  `;
  const unit = r.workload.startsWith('idle') ? '% of a core' : 'CPU s/1000 ops';
  console.info(
    `[${r.backend} #${r.run}] ${r.workload.padEnd(26)} ${rate}${unit}: ferretdb ${r.ferretdb.toFixed(2)} postgres ${r.postgres.toFixed(2)}  (load ${r.load})${r.note ? `  ${r.note}` : ''}`,
  );
}

async function benchBackend(backend: string, run: number, kafkaBrokers: string | undefined): Promise<void> {
  const stateDir = join(BASE, backend);
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  chmodSync(BASE, 0o755); // the postgres user (when we are root) must reach its cluster directory
  chmodSync(stateDir, 0o755);
  infra(stateDir, backend, ['start', 'mongo']);
  const mongoUrl = /export MONGO_URL=(\S+)/.exec(infra(stateDir, backend, ['env']))![1]!;
  const client = new mongoose.mongo.MongoClient(mongoUrl, { maxPoolSize: Math.max(concurrency, 10) });
  try {
    await client.connect();
    const db = client.db('bench');
    const people = db.collection<{ _id: string; email: string; name: string; skills: string[]; n: number }>('people');
    await people.createIndex({ email: 1 }, { unique: true });
    const fields = (i: number, tag: string) => ({
      email: `person-${tag}-${i}@example.com`,
      name: `Person ${i}`,
      skills: ['TypeScript', 'Kafka', `skill-${i % 50}`],
      n: i,
    });
    const doc = (i: number, tag: string) => ({ _id: randomUUID(), ...fields(i, tag) });
    await measure(backend, run, stateDir, 'insert, unique index, 1', ops, 1, async (i) => {
      await people.insertOne(doc(i, 'single'));
    });
    await measure(backend, run, stateDir, `insert, unique index, ${concurrency}`, ops, concurrency, async (i) => {
      await people.insertOne(doc(i, 'concurrent'));
    });
    // The unique index must hold on either backend.
    const duplicate = await people.insertOne(doc(0, 'single')).then(
      () => 'accepted',
      (e: { code?: number }) => String(e.code),
    );
    if (duplicate !== '11000') throw new Error(`${backend}: duplicate insert gave ${duplicate}, expected 11000`);
    const stored = await people.countDocuments();
    for (let i = stored; i < docs; i += 500) {
      await people.insertMany(Array.from({ length: Math.min(500, docs - i) }, (_, k) => doc(i + k, 'seed')));
    }
    const ids = (await people.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
    const pick = (i: number) => ids[(i * 7919) % ids.length]!;
    await measure(backend, run, stateDir, 'find by string _id, 1', ops, 1, async (i) => {
      if (!(await people.findOne({ _id: pick(i) }))) throw new Error('missing document');
    });
    await measure(backend, run, stateDir, `find by string _id, ${concurrency}`, ops, concurrency, async (i) => {
      if (!(await people.findOne({ _id: pick(i) }))) throw new Error('missing document');
    });
    // The same with ObjectIds generated by the driver (mongoose's default _id).
    const objects = db.collection<{ email: string; name: string; skills: string[]; n: number }>('objects');
    for (let i = 0; i < docs; i += 500) {
      await objects.insertMany(Array.from({ length: Math.min(500, docs - i) }, (_, k) => fields(i + k, 'object')));
    }
    const objectIds = (await objects.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
    const pickObject = (i: number) => objectIds[(i * 7919) % objectIds.length]!;
    await measure(backend, run, stateDir, 'find by ObjectId _id, 1', ops, 1, async (i) => {
      if (!(await objects.findOne({ _id: pickObject(i) }))) throw new Error('missing document');
    });
    await measure(backend, run, stateDir, `find by ObjectId _id, ${concurrency}`, ops, concurrency, async (i) => {
      if (!(await objects.findOne({ _id: pickObject(i) }))) throw new Error('missing document');
    });

    // Idle: documents stored, a driver connected (heartbeats), nothing else.
    const la = load();
    const before = cpu(stateDir);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const after = cpu(stateDir);
    const row: Row = {
      backend,
      run,
      workload: `idle ${idleSeconds}s, ${ids.length + objectIds.length} docs`,
      load: la,
      ferretdb: ((after.ferretdb - before.ferretdb) / idleSeconds) * 100,
      postgres: ((after.postgres - before.postgres) / idleSeconds) * 100,
    };
    rows.push(row);
    print(row);
  } finally {
    await client.close();
  }

  if (withUpload && kafkaBrokers) await upload(backend, run, stateDir, mongoUrl, kafkaBrokers);
  infra(stateDir, backend, ['stop']);
  rmSync(stateDir, { recursive: true, force: true });
}

/** deploy/bench/upload.bench.ts on this FerretDB; CPU of FerretDB/PostgreSQL per 1000 emails. */
async function upload(backend: string, run: number, stateDir: string, mongoUrl: string, kafkaBrokers: string): Promise<void> {
  const la = load();
  const before = cpu(stateDir);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'deploy', 'bench', 'upload.bench.ts'), '--emails', String(uploadEmails), '--concurrency', String(uploadConcurrency)],
      { cwd: ROOT, env: { ...process.env, MONGO_URL: mongoUrl, KAFKA_BROKERS: kafkaBrokers }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`upload bench exited with ${code}:\n${out}`))));
  });
  const after = cpu(stateDir);
  const throughput = /throughput\s+([\d.]+) emails\/s\s+\(([\d.]+) s, (\d+) failed\)/.exec(output);
  const latency = /p50 (\d+)\s+p95 (\d+)/.exec(output);
  const row: Row = {
    backend,
    run,
    workload: `upload ${uploadEmails} emails, c=${uploadConcurrency}`,
    load: la,
    opsPerSecond: throughput ? Number(throughput[1]) : NaN,
    p50: latency ? Number(latency[1]) : NaN,
    p95: latency ? Number(latency[2]) : NaN,
    ferretdb: ((after.ferretdb - before.ferretdb) * 1000) / uploadEmails,
    postgres: ((after.postgres - before.postgres) * 1000) / uploadEmails,
    note: throughput ? `${throughput[3]} failed` : 'no figures in the output',
  };
  rows.push(row);
  print(row);
}

// ------------------------------------------------------------------ main

mkdirSync(BASE, { recursive: true });
const kafkaState = join(BASE, 'kafka');
let kafkaBrokers: string | undefined;
if (withUpload) {
  infra(kafkaState, 'sqlite', ['start', 'kafka']);
  kafkaBrokers = /export KAFKA_BROKERS=(\S+)/.exec(infra(kafkaState, 'sqlite', ['env']))![1]!;
}
try {
  for (let run = 1; run <= runs; run++) {
    for (const backend of backends) await benchBackend(backend, run, kafkaBrokers);
  }
} finally {
  if (withUpload) {
    infra(kafkaState, 'sqlite', ['stop', 'kafka']);
    rmSync(kafkaState, { recursive: true, force: true });
  }
}

console.info('\n| backend | run | workload | ops/s | p50 ms | p95 ms | ferretdb | postgres | load avg |');
console.info('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const f = (n: number | undefined, d = 1) => (n === undefined ? '' : n.toFixed(d));
  console.info(
    `| ${r.backend} | ${r.run} | ${r.workload} | ${f(r.opsPerSecond)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.ferretdb, 2)} | ${f(r.postgres, 2)} | ${r.load} |`,
  );
}
console.info('(ferretdb/postgres: CPU seconds per 1000 operations or emails; for idle rows, % of one core)');
process.exit(0);
