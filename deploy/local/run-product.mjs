#!/usr/bin/env node
// Runs the whole product on this machine: the local infrastructure (Kafka, FerretDB, stripe-mock, OpenSearch),
// the six services and the gateway (which serves the web app). Once the product is up, a service
// (or the gateway) that exits is restarted with backoff, like a container restart policy
// (deploy/local/lib/supervisor.mjs), and the rest stays up. Ctrl-C stops everything it started.
// Expects a build (`npm run build`); deploy/local/up.sh does both.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingBuildFiles, productEnv, productProcesses, productServices } from './lib/product.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import { InfraWatch } from './lib/infra-watch.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const state = process.env.HM_STATE_DIR ?? join(root, '.local');
const logs = join(state, 'logs');
const infra = join(root, 'deploy', 'local', 'infra.sh');
mkdirSync(logs, { recursive: true });

const portOf = (name, fallback) => Number(process.env[`${name.toUpperCase()}_PORT`] ?? fallback);
const gatewayPort = Number(process.env.PORT ?? 4000);

const log = (message) => console.log(`[run] ${message}`);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

let SERVICES;
try {
  SERVICES = (await productServices(root)).map((s) => ({ name: s.name, port: portOf(s.name, s.defaultPort) }));
} catch (error) {
  console.error(`[run] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
for (const entry of missingBuildFiles(root, SERVICES)) {
  console.error(`[run] ${entry} is missing: run \`npm run build\` first (deploy/local/up.sh does).`);
  process.exit(1);
}

// Infrastructure: reuse what is running, start the rest, and remember whether we own it.
const infraWasUp = (() => {
  try {
    execFileSync('bash', [infra, 'status'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const infraGiven = Boolean(process.env.MONGO_URL && process.env.KAFKA_BROKERS && process.env.OPENSEARCH_URL);
const ownsInfra = !infraWasUp && !infraGiven;
if (!infraGiven) {
  execFileSync('bash', [infra, 'start'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
// What this runner started, it keeps running: a component killed (kill -9, out of memory) is
// started again like a service (deploy/local/lib/infra-watch.mjs). Infrastructure that was already
// up belongs to whoever started it.
const infraWatch = ownsInfra
  ? new InfraWatch({
      infraScript: infra,
      stateDir: state,
      components: ['kafka', 'mongo', 'stripe', 'opensearch', ...(process.env.FERRETDB_BACKEND === 'postgresql' ? ['postgres'] : [])],
      log,
    }).start()
  : null;
const infraEnv = Object.fromEntries(
  execFileSync('bash', [infra, 'env'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^export (\w+)=(.*)$/.exec(line))
    .filter(Boolean)
    .map((m) => [m[1], m[2]]),
);

// One JWT secret for the whole product: given, or generated once and kept with the local state.
const secretFile = join(state, 'jwt-secret');
if (!process.env.JWT_SECRET && !existsSync(secretFile)) writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
const jwtSecret = process.env.JWT_SECRET ?? readFileSync(secretFile, 'utf8').trim();
// The gateway's credential towards the services, kept the same way: services answer only the gateway.
const internalFile = join(state, 'internal-api-secret');
if (!process.env.INTERNAL_API_SECRET && !existsSync(internalFile)) writeFileSync(internalFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
const internalSecret = process.env.INTERNAL_API_SECRET ?? readFileSync(internalFile, 'utf8').trim();

const sharedEnv = productEnv({
  infraEnv,
  callerEnv: process.env,
  jwtSecret,
  internalSecret,
  publicUrl: `http://localhost:${gatewayPort}`,
  outboxDir: join(state, 'outbox'),
});
const specs = productProcesses({ root, services: SERVICES, gatewayPort, env: sharedEnv, logDir: logs, echoStderr: true });

const supervisor = new Supervisor({ log });
let ready = false;
let stopping = false;

/** Logs each restart's outcome; while the product is still starting, an exit stops everything. */
function watch(supervised) {
  supervised.on('exit', ({ code, signal }) => {
    if (ready || stopping) return;
    console.error(`[run] ${supervised.name} exited (${signal ?? code}) while the product was starting; see ${supervised.spec.logFile}. Stopping everything.`);
    void shutdown(1);
  });
  supervised.on('healthy', ({ restarts, sinceSpawnMs }) => {
    if (restarts > 0) log(`${supervised.name} is healthy again (restart ${restarts}, ${(sinceSpawnMs / 1000).toFixed(1)}s after its start)`);
  });
  return supervised;
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  // Cancels pending restarts (a service in its backoff wait is not started again) and stops every child.
  await supervisor.stop();
  await infraWatch?.stop();
  if (!infraWasUp && !process.env.MONGO_URL) execFileSync('bash', [infra, 'stop'], { stdio: ['ignore', 'inherit', 'inherit'] });
  log('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  const services = specs.services.map((spec) => watch(supervisor.start(spec)));
  await Promise.all(services.map((s) => s.waitHealthy(60_000)));
  if (stopping) return;
  log(`six services healthy (${seconds()})`);
  const gateway = watch(supervisor.start(specs.gateway));
  await gateway.waitHealthy(60_000);
  if (stopping) return;
  ready = true;
  log(`ready in ${seconds()}. Logs: ${logs}. Mail without SMTP_URL: ${sharedEnv.MAIL_OUTBOX_DIR}`);
  console.log(`\n  Hiring marketplace is running at http://localhost:${gatewayPort}\n  (GraphQL at /graphql, REST at /api; Ctrl-C stops everything)\n`);
}

try {
  await main();
} catch (error) {
  if (!stopping) console.error(`[run] ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
