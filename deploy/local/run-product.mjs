#!/usr/bin/env node
// Runs the whole product on this machine: the local infrastructure (Kafka, FerretDB, stripe-mock),
// the six services and the gateway (which serves the web app). Ctrl-C stops everything it started.
// Expects a build (`npm run build`); deploy/local/up.sh does both.
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const requireBuilt = (entry) => {
  if (!existsSync(join(root, entry))) {
    console.error(`[run] ${entry} is missing: run \`npm run build\` first (deploy/local/up.sh does).`);
    process.exit(1);
  }
  return join(root, entry);
};
// The gateway's list of subgraphs is the one list of services and their local ports.
const { SUBGRAPHS } = await import(requireBuilt('gateway/dist/supergraph/subgraphs.js'));
const SERVICES = SUBGRAPHS.map((s) => ({ name: s.name, port: s.defaultPort }));
for (const entry of [...SERVICES.map((s) => `services/${s.name}/dist/main.js`), 'gateway/dist/main.js', 'gateway/supergraph/supergraph.graphql']) {
  requireBuilt(entry);
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
if (!process.env.MONGO_URL || !process.env.KAFKA_BROKERS) {
  execFileSync('bash', [infra, 'start'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
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

const sharedEnv = {
  ...infraEnv,
  ...process.env, // what the caller passed wins: SMTP_URL, DNS_SERVERS, OPENAI_API_KEY, STRIPE_SECRET_KEY, ...
  JWT_SECRET: jwtSecret,
  INTERNAL_API_SECRET: internalSecret,
  // A local run without Stripe grants tokens for free; billing refuses that unless told so.
  BILLING_DEV_MODE: process.env.BILLING_DEV_MODE ?? (process.env.STRIPE_SECRET_KEY ? 'false' : 'true'),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
  MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? join(state, 'outbox'),
};
delete sharedEnv.PORT;

const children = [];
let stopping = false;

function launch(name, entry, env) {
  const out = createWriteStream(join(logs, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [join(root, entry)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[run] ${name} exited (${signal ?? code}); see ${join(logs, `${name}.log`)}. Stopping everything.`);
    void shutdown(1);
  });
  children.push({ name, child });
  return child;
}

async function waitHealthy(name, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become healthy at ${url} within ${timeoutMs / 1000}s; see ${join(logs, `${name}.log`)}`);
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  if (!infraWasUp && !process.env.MONGO_URL) execFileSync('bash', [infra, 'stop'], { stdio: ['ignore', 'inherit', 'inherit'] });
  log('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  for (const service of SERVICES) {
    const port = portOf(service.name, service.port);
    launch(service.name, `services/${service.name}/dist/main.js`, { ...sharedEnv, PORT: String(port) });
  }
  await Promise.all(SERVICES.map((s) => waitHealthy(s.name, `http://127.0.0.1:${portOf(s.name, s.port)}/health`)));
  log(`six services healthy (${seconds()})`);
  launch('gateway', 'gateway/dist/main.js', {
    ...sharedEnv,
    PORT: String(gatewayPort),
    ...Object.fromEntries(SERVICES.map((s) => [`SUBGRAPH_${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${portOf(s.name, s.port)}/graphql`])),
  });
  await waitHealthy('gateway', `http://127.0.0.1:${gatewayPort}/api/health`);
  log(`ready in ${seconds()}. Logs: ${logs}. Mail without SMTP_URL: ${sharedEnv.MAIL_OUTBOX_DIR}`);
  console.log(`\n  Hiring marketplace is running at http://localhost:${gatewayPort}\n  (GraphQL at /graphql, REST at /api; Ctrl-C stops everything)\n`);
} catch (error) {
  console.error(`[run] ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
