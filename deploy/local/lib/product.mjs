// The product as a list of processes: each service's built entry point on its port, and the
// gateway over them, with the environment every one of them needs. One list for the local runner
// (deploy/local/run-product.mjs) and the fault-injection suite (deploy/test/fault-injection.test.ts),
// so the suite kills and restarts exactly what `npm start` runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const GATEWAY_ENTRY = 'gateway/dist/main.js';
export const SUPERGRAPH_FILE = 'gateway/supergraph/supergraph.graphql';
/**
 * Node flags of every service and the gateway (also in the Dockerfile's CMD). V8's memory reducer
 * runs up to three full collections once a process goes quiet after allocating; on the company
 * service's search view (about 750 MiB at 100,000 candidates) that was ~5 CPU seconds each time,
 * growing with the data, for nothing freed (743 → 743 MiB). Node does not take it in NODE_OPTIONS.
 */
export const NODE_FLAGS = ['--no-memory-reducer'];
/** @param {string} name */
export const serviceEntry = (name) => `services/${name}/dist/main.js`;

/**
 * The services, from the gateway's list of subgraphs (the one list of services and their local
 * ports). Needs a build: it reads gateway/dist.
 * @param {string} root the repository
 * @returns {Promise<{ name: string, defaultPort: number }[]>}
 */
export async function productServices(root) {
  const file = join(root, 'gateway/dist/supergraph/subgraphs.js');
  if (!existsSync(file)) throw new Error('gateway/dist/supergraph/subgraphs.js is missing: run `npm run build` first (deploy/local/up.sh does).');
  const { SUBGRAPHS } = await import(pathToFileURL(file).href);
  return SUBGRAPHS.map((/** @type {{ name: string, defaultPort: number }} */ s) => ({ name: s.name, defaultPort: s.defaultPort }));
}

/**
 * Built files the product needs that are missing (empty when the build is complete).
 * @param {string} root @param {{ name: string }[]} services
 */
export function missingBuildFiles(root, services) {
  return [...services.map((s) => serviceEntry(s.name)), GATEWAY_ENTRY, SUPERGRAPH_FILE].filter((entry) => !existsSync(join(root, entry)));
}

/**
 * The environment shared by every process: the infrastructure's addresses, what the caller passed
 * (it wins: SMTP_URL, DNS_SERVERS, OPENAI_API_KEY, STRIPE_SECRET_KEY, ...), one JWT secret and one
 * internal secret for all, and billing's dev mode when there is no Stripe key (billing refuses to
 * grant tokens without Stripe unless told so). PORT is per process, never shared.
 * @param {{ infraEnv: Record<string, string>, callerEnv: NodeJS.ProcessEnv, jwtSecret: string, internalSecret: string, publicUrl: string, outboxDir: string }} options
 * @returns {Record<string, string | undefined>}
 */
export function productEnv({ infraEnv, callerEnv, jwtSecret, internalSecret, publicUrl, outboxDir }) {
  const env = {
    ...infraEnv,
    ...callerEnv,
    JWT_SECRET: jwtSecret,
    INTERNAL_API_SECRET: internalSecret,
    BILLING_DEV_MODE: callerEnv.BILLING_DEV_MODE ?? (callerEnv.STRIPE_SECRET_KEY ? 'false' : 'true'),
    PUBLIC_URL: callerEnv.PUBLIC_URL ?? publicUrl,
    MAIL_OUTBOX_DIR: callerEnv.MAIL_OUTBOX_DIR ?? outboxDir,
  };
  delete env.PORT;
  return env;
}

/**
 * The supervisor specs (see supervisor.mjs) of the six services and the gateway: each service
 * gets its port as PORT and auth's address as PERSON_KEYS_URL, the gateway PORT and SUBGRAPH_<NAME>_URL of every service. Start the
 * services, wait until they are healthy, then the gateway (it composes them at start).
 * @param {{ root: string, services: { name: string, port: number }[], gatewayPort: number, env: Record<string, string | undefined>, logDir: string, echoStderr?: boolean }} options
 * @returns {{ services: import('./supervisor.mjs').ChildSpec[], gateway: import('./supervisor.mjs').ChildSpec }}
 */
export function productProcesses({ root, services, gatewayPort, env, logDir, echoStderr = false }) {
  const node = (name, entry, processEnv, healthUrl) => ({
    name,
    command: process.execPath,
    args: [...NODE_FLAGS, join(root, entry)],
    env: processEnv,
    cwd: root,
    logFile: join(logDir, `${name}.log`),
    echoStderr,
    healthUrl,
  });
  // Auth keeps the keys that seal events about people; the others ask it (PERSON_KEYS_URL).
  const auth = services.find((s) => s.name === 'auth');
  const keys = auth ? { PERSON_KEYS_URL: `http://127.0.0.1:${auth.port}` } : {};
  return {
    services: services.map((s) => node(s.name, serviceEntry(s.name), { ...env, ...keys, PORT: String(s.port) }, `http://127.0.0.1:${s.port}/health`)),
    gateway: node(
      'gateway',
      GATEWAY_ENTRY,
      {
        ...env,
        PORT: String(gatewayPort),
        ...Object.fromEntries(services.map((s) => [`SUBGRAPH_${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${s.port}/graphql`])),
      },
      `http://127.0.0.1:${gatewayPort}/api/health`,
    ),
  };
}
