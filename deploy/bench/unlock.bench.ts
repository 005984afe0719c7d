// Unlock benchmark: the whole back end in one process on the real local Kafka and FerretDB
// (started if needed). Ten companies register, get 1,000 tokens each, and fire 1,000 unlock
// attempts at once through the REST facade (100 each, over 50 searchable candidates, so every
// candidate is asked for twice by the same company). Prints attempts per second, latency
// percentiles and the double-spend check (each company pays exactly 10 tokens per candidate it
// unlocked, and has exactly 50 unlocks). Run after `npm run build`:
//   npm run bench:unlock [-- --companies 10 --candidates 50 --attempts 100] [--ops] [--cpu-prof file] [--repeat] [--json file]
// Also prints the CPU seconds per attempt of this process (gateway and all services), FerretDB
// and Kafka over the attempts phase, and the load average; `--ops` counts the database operations
// per attempt by collection and whether the filter is `{_id}` only (FerretDB/SQLite uses an index
// for nothing else); `--cpu-prof <file>` writes a CPU profile of this process for that phase;
// `--repeat` then fires the same attempts again (all already unlocked: no write, two reads).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { UNLOCK_COST_TOKENS } from '@hiring/contracts';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startStack, registerCompany } from '@hiring/test-kit/stack';
import { startTestPublisher } from '@hiring/test-kit/events';
import { cpuDelta, cpuSnapshot } from './lib/product-processes.js';
import { useLocalInfraEnv } from './lib/local-infra-env.js';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '10' },
    candidates: { type: 'string', default: '50' },
    attempts: { type: 'string', default: '100' },
    ops: { type: 'boolean', default: false },
    repeat: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    json: { type: 'string' },
  },
});
const companies = Number(values.companies);
const candidates = Number(values.candidates);
const attemptsPerCompany = Number(values.attempts);

useLocalInfraEnv();

const stack = await startStack();
const publisher = await startTestPublisher();
const marker = `Unlockbench${uniqueSuffix().replace(/\W/g, '')}`;
const seeded: string[] = [];
for (let i = 0; i < candidates; i += 1) seeded.push((await publisher.events.candidate({ skills: ['TypeScript', marker] })).profile.candidateId);
const accounts = await Promise.all(Array.from({ length: companies }, (_, i) => registerCompany(stack, { companyName: `Unlock Bench ${i} ${uniqueSuffix()}` })));
const tokensEach = attemptsPerCompany * UNLOCK_COST_TOKENS;
for (const account of accounts) await publisher.events.grant(account.user.id, tokensEach);
for (const account of accounts) {
  await waitFor(async () => (await stack.rest<{ tokens: number }>('GET', '/api/company/tokens', undefined, account.token)).body.tokens === tokensEach, {
    what: 'the grant',
  });
  await waitFor(
    async () =>
      (await stack.rest<{ pagination: { total: number } }>('GET', `/api/company/search-candidates?skills=${marker}&per_page=1`, undefined, account.token)).body
        .pagination?.total === candidates,
    { what: 'the candidates in search', timeoutMs: 120_000 },
  );
}

const latencies: number[] = [];
const statuses = new Map<number, number>();
// All attempts at once from the product's point of view, through 100 connections (more and the
// client's own sockets are the limit, not the product).
const attempts = accounts.flatMap((account) =>
  Array.from({ length: attemptsPerCompany }, (_, i) => ({ token: account.token, candidateId: seeded[i % candidates]! })),
);
for (let i = attempts.length - 1; i > 0; i -= 1) {
  const j = Math.floor(Math.random() * (i + 1));
  [attempts[i], attempts[j]] = [attempts[j]!, attempts[i]!];
}
const infraPids: { name: string; pid: number }[] = [];
for (const [component, name] of [
  ['kafka', 'kafka'],
  ['mongo', 'ferretdb'],
] as const) {
  const file = join(process.env['HM_STATE_DIR'] ?? '', 'run', `${component}.pid`);
  if (process.env['HM_STATE_DIR'] && existsSync(file)) infraPids.push({ name, pid: Number(readFileSync(file, 'utf8').trim()) });
}
const ops = new Map<string, number>();
if (values.ops) {
  mongoose.set('debug', (collection: string, method: string, filter?: unknown) => {
    const byId =
      method.startsWith('find') || method.startsWith('update') || method.startsWith('delete') || method === 'countDocuments'
        ? filter && typeof filter === 'object' && Object.keys(filter).length === 1 && '_id' in filter && typeof (filter as { _id: unknown })._id !== 'object'
          ? ' {_id}'
          : ' SCAN'
        : '';
    const key = `${collection}.${method}${byId}`;
    ops.set(key, (ops.get(key) ?? 0) + 1);
  });
}
const profiler = values['cpu-prof'] ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const cpuBefore = cpuSnapshot(infraPids, 'node (gateway + services)');
const started = performance.now();
const repeats = [...attempts];
async function fire(list: typeof attempts, latencies: number[], statuses: Map<number, number>): Promise<void> {
  await Promise.all(
    Array.from({ length: Math.min(100, list.length) }, async () => {
      for (let attempt = list.pop(); attempt; attempt = list.pop()) {
        const t0 = performance.now();
        const r = await stack.rest('POST', '/api/company/unlock-candidate', { candidate_id: attempt.candidateId }, attempt.token);
        latencies.push(performance.now() - t0);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
  );
}
await fire(attempts, latencies, statuses);
const seconds = (performance.now() - started) / 1000;
// The consumers finish after the last answer: wait until every consumer has applied what the topics hold.
await Promise.all(Object.values(stack.services).flatMap((service) => service.consumers.map((consumer) => consumer.caughtUp(300_000))));
const drained = (performance.now() - started) / 1000;
const cpu = cpuDelta(cpuBefore, cpuSnapshot(infraPids, 'node (gateway + services)'));
const loadavg = readFileSync('/proc/loadavg', 'utf8').trim();
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(values['cpu-prof']!, JSON.stringify(profile));
  profiler.disconnect();
}
mongoose.set('debug', false);

let doubleSpends = 0;
for (const account of accounts) {
  const tokens = (await stack.rest<{ tokens: number }>('GET', '/api/company/tokens', undefined, account.token)).body.tokens;
  const unlocked = (await stack.rest<{ unlocked_candidates: unknown[] }>('GET', '/api/company/unlocked-candidates', undefined, account.token)).body
    .unlocked_candidates.length;
  const expected = Math.min(candidates, attemptsPerCompany);
  if (unlocked !== expected || tokens !== tokensEach - unlocked * UNLOCK_COST_TOKENS) doubleSpends += 1;
}

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
const total = companies * attemptsPerCompany;
console.info(`unlocks: ${total} concurrent attempts by ${companies} companies over ${candidates} candidates (each asked for twice per company)`);
console.info(
  `  throughput  ${(total / seconds).toFixed(1)} attempts/s   (${seconds.toFixed(1)} s; statuses ${[...statuses].map(([s, n]) => `${n}×${s}`).join(' ')})`,
);
console.info(`  latency ms  p50 ${pct(50)}   p95 ${pct(95)}   max ${latencies[latencies.length - 1]!.toFixed(0)}`);
console.info(`  consumers done ${drained.toFixed(1)} s after the start; load average at the end ${loadavg}`);
console.info(
  `  CPU ms per attempt (attempts phase to consumers done): ${[...cpu].map(([name, s]) => `${name} ${((s * 1000) / total).toFixed(1)}`).join('   ')}`,
);
if (values.ops) {
  console.info('  database operations per attempt (SCAN: a filter other than {_id}, a whole-collection read on FerretDB/SQLite)');
  for (const [key, n] of [...ops].sort((a, b) => b[1] - a[1])) console.info(`    ${(n / total).toFixed(2).padStart(6)}  ${key}`);
}
console.info(`  companies whose wallet or unlocks do not add up (double spend or lost unlock): ${doubleSpends}`);
if (values.json) {
  // For npm run bench (all.bench.ts): the figures of this run, CPU seconds per process.
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  writeFileSync(
    values.json,
    JSON.stringify({
      attempts: total,
      seconds,
      perSecond: total / seconds,
      latencyMs: { p50: at(50), p95: at(95) },
      doubleSpends,
      cpu: Object.fromEntries(cpu),
      load: loadavg,
    }),
  );
}
if (values.repeat) {
  // The same attempts again, every candidate already unlocked: the cost of a request through the
  // facade, the gateway and the subgraph with two reads by _id (profile, balance) and no write.
  const before = cpuSnapshot(infraPids, 'node (gateway + services)');
  const t0 = performance.now();
  const again = new Map<number, number>();
  await fire(repeats, [], again);
  const s = (performance.now() - t0) / 1000;
  const used = cpuDelta(before, cpuSnapshot(infraPids, 'node (gateway + services)'));
  console.info(
    `repeated (all already unlocked): ${(total / s).toFixed(1)} attempts/s (statuses ${[...again].map(([st, n]) => `${n}×${st}`).join(' ')}); load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
  console.info(`  CPU ms per attempt: ${[...used].map(([name, sec]) => `${name} ${((sec * 1000) / total).toFixed(1)}`).join('   ')}`);
}
await publisher.stop();
await stack.stop();
process.exit(doubleSpends === 0 ? 0 : 1);
