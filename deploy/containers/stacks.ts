import { execFile as execFileCb } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../test/support/private-infra.js';

/**
 * How the container journey (journey.test.ts) starts and stops the product: podman-compose on
 * docker-compose.yml, or `podman kube play` on deploy/k8s (HM_CONTAINER_STACK=compose|kube). The
 * journey itself only sees this interface: the components, their container names, their health.
 */
export interface ContainerStack {
  readonly title: string;
  /** What `up` ran, for the timing line. */
  readonly upLabel: string;
  /** The Podman network the stack runs on (created by the journey with a known subnet). */
  readonly network: string;
  readonly infra: readonly string[];
  readonly services: readonly string[];
  /** Files written before the network exists (generated compose file or pods). */
  prepare(): Promise<void>;
  /** Removes a previous run's leftovers (containers, pods, volumes), not the network. */
  clean(): Promise<void>;
  up(): Promise<void>;
  down(): Promise<void>;
  /** The container of a component (for inspect, logs, kill and `podman healthcheck run`). */
  container(component: string): string;
  /** How a leftover is removed by hand (printed with HM_CONTAINER_KEEP=1). */
  readonly keepHint: string;
  /** The trace viewer's published address (Zipkin), where the stack runs one; null otherwise. */
  readonly traceViewer: string | null;
}

export interface StackOptions {
  env: NodeJS.ProcessEnv;
  stateDir: string;
  project: string;
  gatewayPort: number;
  mailPort: number;
  publicUrl: string;
  dnsServers: string;
  webhookSecret: string;
  /** Where compose publishes Zipkin (the trace viewer). */
  zipkinPort: number;
}

const execFile = promisify(execFileCb);
const SERVICES = ['auth', 'candidate', 'interviews', 'company', 'billing', 'ingestion', 'gateway'] as const;

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await execFile(command, args, { env, cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** docker-compose.yml under podman-compose (compose-local.mjs swaps in the local images). */
export function composeStack(options: StackOptions): ContainerStack {
  const file = join(options.stateDir, 'compose.yml');
  const compose = (...args: string[]) => run('podman-compose', ['-p', options.project, '-f', file, ...args], options.env);
  return {
    title: 'podman-compose on docker-compose.yml',
    upLabel: 'podman-compose up -d (14 containers created and started)',
    network: `${options.project}_default`,
    infra: ['mongo', 'kafka', 'stripe-mock', 'mailpit', 'opensearch', 'otel-collector', 'zipkin'],
    services: SERVICES,
    async prepare() {
      await run(process.execPath, [join(ROOT, 'deploy/containers/compose-local.mjs'), file], options.env);
    },
    async clean() {
      await compose('down', '-v').catch(() => undefined);
    },
    async up() {
      await compose('up', '-d', '--no-build');
    },
    async down() {
      await compose('down', '-v');
    },
    container: (component) => `${options.project}_${component}_1`,
    keepHint: `podman-compose -p ${options.project} -f ${file} down -v`,
    traceViewer: `http://127.0.0.1:${options.zipkinPort}`,
  };
}

/**
 * deploy/k8s under `podman kube play` (Podman 4.3), through kube-local.mjs: Deployments become
 * Pods named after their Services (Podman plays no Services; the pod name is the DNS name on
 * the network), secrets are resolved from a filled-in copy of secret.example.yaml, hm-config goes
 * in with --configmap (with this run's overrides), and the infrastructure is kube-infra.yaml.
 * A container is `<pod>-<container>`. Pod names are global to the host: one such stack at a time.
 */
export function kubeStack(options: StackOptions): ContainerStack {
  const secretFile = join(options.stateDir, 'hm-secrets.yaml');
  const configFile = join(options.stateDir, 'configmap.yaml');
  const podsFile = join(options.stateDir, 'pods.yaml');
  const network = options.project;
  const containers: Record<string, string> = {
    mongo: 'mongo-ferretdb',
    'kafka-bootstrap': 'kafka-bootstrap-kafka',
    'stripe-mock': 'stripe-mock-stripe-mock',
    mailpit: 'mailpit-mailpit',
    opensearch: 'opensearch-opensearch',
    ...Object.fromEntries(SERVICES.map((s) => [s, `${s}-${s}`])),
  };
  const e = options.env;
  return {
    title: 'podman kube play on deploy/k8s',
    upLabel: 'podman kube play (12 pods created and started)',
    network,
    infra: ['mongo', 'kafka-bootstrap', 'stripe-mock', 'mailpit', 'opensearch'],
    services: SERVICES,
    async prepare() {
      // What an operator would put in hm-secrets (secret.example.yaml), for this run's infrastructure.
      const secret = {
        JWT_SECRET: e['JWT_SECRET'],
        INTERNAL_API_SECRET: e['INTERNAL_API_SECRET'],
        MONGO_URL: 'mongodb://mongo:27017/?directConnection=true',
        KAFKA_SASL_PASSWORD: e['KAFKA_PASSWORD'],
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: options.webhookSecret,
        OPENAI_API_KEY: '',
        SMTP_URL: 'smtp://mailpit:1025',
        INGESTION_IMAP_URL: '',
      };
      writeFileSync(
        secretFile,
        `apiVersion: v1\nkind: Secret\nmetadata:\n  name: hm-secrets\ntype: Opaque\nstringData:\n${Object.entries(secret)
          .map(([k, v]) => `  ${k}: ${JSON.stringify(v ?? '')}`)
          .join('\n')}\n`,
        { mode: 0o600 },
      );
      await run(
        process.execPath,
        [
          join(ROOT, 'deploy/containers/kube-local.mjs'),
          '--out',
          options.stateDir,
          '--secret',
          secretFile,
          // The product images' tag, as docker-compose.yml's TAG (build-images.sh builds :local by default).
          '--tag',
          e['TAG'] ?? 'local',
          '--config',
          `PUBLIC_URL=${options.publicUrl}`,
          '--config',
          `STRIPE_API_BASE=http://stripe-mock:12111`,
          '--config',
          `DNS_SERVERS=${options.dnsServers}`,
          '--config',
          `LOG_LEVEL=${e['LOG_LEVEL'] ?? 'warn'}`,
          // kube-infra.yaml's single OpenSearch node has nowhere to put a copy of a shard.
          '--config',
          'OPENSEARCH_SHARDS=1',
          '--config',
          'OPENSEARCH_REPLICAS=0',
          '--publish',
          `gateway:4000=127.0.0.1:${options.gatewayPort}`,
          '--publish',
          `mailpit:8025=127.0.0.1:${options.mailPort}`,
        ],
        e,
      );
    },
    async clean() {
      // `kube down` stops at the first pod it does not find; this removes whichever exist.
      await run('podman', ['pod', 'rm', '--force', '--ignore', ...Object.keys(containers)], e);
    },
    async up() {
      await run('podman', ['kube', 'play', '--network', network, '--configmap', configFile, podsFile], e);
    },
    async down() {
      await run('podman', ['kube', 'down', podsFile], e).catch(async (error: unknown) => {
        await run('podman', ['pod', 'rm', '--force', '--ignore', ...Object.keys(containers)], e);
        throw error;
      });
    },
    container: (component) => containers[component] ?? `${component}-${component}`,
    keepHint: `podman kube down ${podsFile} && podman network rm ${network}`,
    // deploy/k8s leaves tracing to the cluster's own collector (OTEL_EXPORTER_OTLP_ENDPOINT).
    traceViewer: null,
  };
}
