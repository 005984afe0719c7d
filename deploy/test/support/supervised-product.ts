import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { missingBuildFiles, productEnv, productProcesses, productServices } from '../../local/lib/product.mjs';
import { Supervisor, type SupervisedProcess } from '../../local/lib/supervisor.mjs';
import { freePort, ROOT } from './private-infra.js';

export interface SupervisedProduct {
  gatewayUrl: string;
  logDir: string;
  supervisor: Supervisor;
  /** Every supervised process by name: the six services and `gateway`. */
  processes: Record<string, SupervisedProcess>;
  /** What the supervisor logged (restarts), with the time of each line. */
  log: { at: number; line: string }[];
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it (deploy/local/lib/product.mjs: each service's and the
 * gateway's build, ports, secrets, BILLING_DEV_MODE), under the runner's own Supervisor and
 * restart policy, on free ports and the given infrastructure. Needs a build (`npm run build`).
 */
export async function startSupervisedProduct(options: {
  infraEnv: Record<string, string>;
  env: Record<string, string>;
  logDir: string;
}): Promise<SupervisedProduct> {
  const services = await productServices(ROOT);
  const missing = missingBuildFiles(ROOT, services);
  if (missing.length > 0) throw new Error(`run \`npm run build\` first; missing: ${missing.join(', ')}`);
  mkdirSync(options.logDir, { recursive: true });
  const ports = await Promise.all(services.map(() => freePort()));
  const gatewayPort = await freePort();
  const env = productEnv({
    infraEnv: options.infraEnv,
    // Only what the test chooses: jest's own environment (NODE_ENV=test, the shared test broker) stays out.
    callerEnv: { PATH: process.env['PATH'], HOME: process.env['HOME'], ...options.env },
    jwtSecret: randomBytes(48).toString('base64url'),
    internalSecret: randomBytes(48).toString('base64url'),
    publicUrl: `http://127.0.0.1:${gatewayPort}`,
    outboxDir: join(options.logDir, 'outbox'),
  });
  const specs = productProcesses({
    root: ROOT,
    services: services.map((s, i) => ({ name: s.name, port: ports[i]! })),
    gatewayPort,
    env,
    logDir: options.logDir,
  });
  const log: SupervisedProduct['log'] = [];
  const supervisor = new Supervisor({ log: (line) => log.push({ at: Date.now(), line }) });
  const processes: Record<string, SupervisedProcess> = {};
  try {
    for (const spec of specs.services) processes[spec.name] = supervisor.start(spec);
    await Promise.all(Object.values(processes).map((p) => p.waitHealthy(120_000)));
    processes['gateway'] = supervisor.start(specs.gateway);
    await processes['gateway'].waitHealthy(120_000);
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  return { gatewayUrl: `http://127.0.0.1:${gatewayPort}`, logDir: options.logDir, supervisor, processes, log, stop: () => supervisor.stop() };
}
