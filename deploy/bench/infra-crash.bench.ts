// Infrastructure-crash benchmark (issue 29): the README's first command (deploy/local/run-product.mjs)
// runs the product; this kills its Kafka broker with -9 and measures how long until the product
// consumes events again. The runner's infrastructure watch (deploy/local/lib/infra-watch.mjs)
// starts the broker again; the services' consumers come back by themselves.
//
// Per sample, from the kill:
//   - broker: until the restarted broker accepts a produced event (a TokensGranted for a company of
//     the bench's own: the company service's wallet group consumes it);
//   - consumed: until the wallet group has committed past that event (it was consumed), and the
//     part of it after the broker was back.
// Goal: kill to consumed ≤ 15 s, broker back to consumed ≤ 10 s.
//
// Run after `npm run build`:
//   npm run bench:infra-crash [-- --samples 3 --base-port 29100 --json <file>]
// Everything runs in a state directory of its own (HM_STATE_DIR in /tmp) on ports from --base-port
// (gateway there, services +1..+6, Kafka +10/+11, FerretDB +12, stripe-mock +13/+14); the runner
// stops it all at the end.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import kafkajs from 'kafkajs';
import { createEnvelope, TokensGrantedV1 } from '@hiring/contracts';

const { values } = parseArgs({
  options: { samples: { type: 'string', default: '3' }, 'base-port': { type: 'string', default: '29100' }, json: { type: 'string' } },
});
const samples = Number(values.samples);
const base = Number(values['base-port']);
const root = fileURLToPath(new URL('../..', import.meta.url));
const stateDir = mkdtempSync(join(tmpdir(), 'hm-infra-crash-'));
const services = ['auth', 'candidate', 'interviews', 'company', 'billing', 'ingestion'];
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HM_STATE_DIR: stateDir,
  PORT: String(base),
  ...Object.fromEntries(services.map((name, i) => [`${name.toUpperCase()}_PORT`, String(base + 1 + i)])),
  KAFKA_PORT: String(base + 10),
  KAFKA_CONTROLLER_PORT: String(base + 11),
  MONGO_PORT: String(base + 12),
  STRIPE_MOCK_PORT: String(base + 13),
  STRIPE_MOCK_HTTPS_PORT: String(base + 14),
  LOG_LEVEL: 'warn',
};
for (const name of ['MONGO_URL', 'KAFKA_BROKERS', 'STRIPE_API_BASE']) delete env[name];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line: string) => console.info(`[infra-crash] ${line}`);

function startRunner(): Promise<ReturnType<typeof spawn>> {
  const runner = spawn(process.execPath, [join(root, 'deploy/local/run-product.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  runner.stderr.on('data', (chunk) => process.stderr.write(chunk));
  return new Promise((resolve, reject) => {
    runner.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line.startsWith('[run] ') && /again|down/.test(line)) say(`runner: ${line.slice(6)}`);
      if (out.includes('is running at')) resolve(runner);
    });
    runner.once('exit', (code) => reject(new Error(`the runner exited (${code}) before it was ready:\n${out}`)));
  });
}

// The producer tries once per attempt (the loop is the retry, so the broker's return is seen at
// once); the admin keeps kafkajs's retries (with none it finds no broker in its pool at first).
const client = (retries: number) =>
  new kafkajs.Kafka({
    clientId: 'infra-crash-bench',
    brokers: [`127.0.0.1:${base + 10}`],
    logLevel: kafkajs.logLevel.NOTHING,
    retry: { retries, maxRetryTime: 1000 },
    connectionTimeout: 1000,
    requestTimeout: 5000,
  });
const kafka = client(0);
const kafkaAdmin = client(3);

// One company of the bench's own: every event has its key, so all land on one partition and the
// group's committed offset there says which were consumed.
const companyId = `bench-${randomUUID()}`;
const producer = kafka.producer({ allowAutoTopicCreation: true });
let connected = false;

/** One TokensGranted sent with acks from the broker; its offset. Throws while the broker is away. */
async function produceOnce(): Promise<{ partition: number; offset: number }> {
  if (!connected) {
    await producer.connect();
    connected = true;
  }
  const envelope = createEnvelope(TokensGrantedV1, {
    aggregateId: companyId,
    payload: { grantId: `g-${randomUUID()}`, companyId, tokens: 1, reason: 'one_time_bundle', sourceRef: 'bench', grantedAt: new Date().toISOString() },
  });
  try {
    const [meta] = await producer.send({ topic: TokensGrantedV1.topic, acks: -1, messages: [{ key: companyId, value: JSON.stringify(envelope) }] });
    return { partition: meta!.partition, offset: Number(meta!.baseOffset) };
  } catch (error) {
    await producer.disconnect().catch(() => undefined);
    connected = false;
    throw error;
  }
}

/**
 * Sends an event every 300 ms until the group has committed past `sent` (a group that joins
 * after an event may start after it: later ones are consumed then). Resolves when it has.
 */
async function consumedPast(group: string, sent: { partition: number; offset: number }): Promise<void> {
  await until('the event consumed', async () => {
    if (await committedPast(group, sent.partition, sent.offset)) return true;
    await produceOnce().catch(() => undefined);
    return null;
  });
}

async function walletGroup(): Promise<string> {
  const lister = kafkaAdmin.admin();
  await lister.connect();
  try {
    const { groups } = await lister.listGroups();
    const group = groups.map((g) => g.groupId).find((id) => id.endsWith('company.wallet'));
    if (!group) throw new Error(`no company.wallet group among ${groups.map((g) => g.groupId).join(', ')}`);
    return group;
  } finally {
    await lister.disconnect();
  }
}

let admin: kafkajs.Admin | null = null;
async function committedPast(groupId: string, partition: number, offset: number): Promise<boolean> {
  try {
    if (!admin) {
      admin = kafkaAdmin.admin();
      await admin.connect();
    }
    const [topic] = await admin.fetchOffsets({ groupId, topics: [TokensGrantedV1.topic] });
    const committed = topic?.partitions.find((p) => p.partition === partition)?.offset;
    return committed !== undefined && Number(committed) > offset;
  } catch {
    await admin?.disconnect().catch(() => undefined);
    admin = null;
    return false;
  }
}

async function until<T>(what: string, attempt: () => Promise<T | null>, timeoutMs = 120_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await attempt().catch(() => null);
    if (value !== null) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000}s`);
    await sleep(300);
  }
}

say(`starting the product with deploy/local/run-product.mjs (state ${stateDir}, ports from ${base})`);
// The runner stops what it started; this is for a runner that failed half way (infra.sh stop is safe when nothing runs).
const stopInfra = () => execFileSync('bash', [join(root, 'deploy/local/infra.sh'), 'stop'], { env, stdio: 'ignore' });
const runner = await startRunner().catch((error: unknown) => {
  stopInfra();
  throw error;
});
const figures: { broker: number; consumed: number; afterBroker: number }[] = [];
try {
  const group = await until('the wallet group', walletGroup);
  // One event consumed before the first kill: the group is up and has its partitions.
  await consumedPast(group, await until('the broker', produceOnce));
  for (let i = 1; i <= samples; i += 1) {
    const pid = Number(readFileSync(join(stateDir, 'run', 'kafka.pid'), 'utf8').trim());
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    await sleep(200);
    const sent = await until('the broker back', produceOnce);
    const brokerAt = Date.now();
    await consumedPast(group, sent);
    const consumedAt = Date.now();
    const figure = { broker: (brokerAt - killedAt) / 1000, consumed: (consumedAt - killedAt) / 1000, afterBroker: (consumedAt - brokerAt) / 1000 };
    figures.push(figure);
    say(
      `sample ${i}: kill → broker accepts ${figure.broker.toFixed(1)} s; kill → consumed ${figure.consumed.toFixed(1)} s (${figure.afterBroker.toFixed(1)} s after the broker was back)`,
    );
    // Up 30 s before the next kill: the watch's backoff starts over (each sample is a first crash).
    if (i < samples) await sleep(31_000);
  }
} finally {
  await producer.disconnect().catch(() => undefined);
  await admin?.disconnect().catch(() => undefined);
  runner.kill('SIGINT');
  await new Promise((resolve) => runner.once('exit', resolve));
  stopInfra();
}
const worst = (key: 'broker' | 'consumed' | 'afterBroker') => Math.max(...figures.map((f) => f[key])).toFixed(1);
say(
  `worst of ${figures.length}: kill → broker ${worst('broker')} s; kill → consumed ${worst('consumed')} s (goal ≤ 15 s); broker → consumed ${worst('afterBroker')} s (goal ≤ 10 s)`,
);
if (values.json) writeFileSync(values.json, JSON.stringify({ samples: figures }, null, 2));
