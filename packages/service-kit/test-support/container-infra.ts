import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The tests' infrastructure in containers (issue 18): Kafka, FerretDB and stripe-mock started with
 * testcontainers from the images `deploy/containers/build-local-bases.sh` builds here (no image
 * registry is reachable), through Podman's Docker-compatible socket. The process-based start of
 * deploy/local/infra.sh stays as the fallback where no container engine or image exists.
 *
 * HM_TEST_INFRA: `containers` (fail when they cannot start), `processes`, or unset: containers
 * when an engine and the images are there, else processes.
 */
export const TEST_INFRA_IMAGES = {
  kafka: 'localhost/kafka:3.9.1',
  mongo: 'localhost/ferretdb:hm',
  stripe: 'localhost/stripe-mock:v0.197.0',
} as const;

const INSTALL = fileURLToPath(new URL('../../../deploy/containers/install.sh', import.meta.url));
const PODMAN_SOCKET = '/run/podman/podman.sock';

export interface ContainerInfra {
  env: Record<string, string>;
  /** One Kafka broker per jest worker. */
  brokers: string[];
  /** One line for the test output: which engine and images ran. */
  description: string;
  /** The host folders the containers keep their data in (FerretDB's, each broker's log): erasure tests scan them. */
  storageDirs: string[];
  stop(): Promise<void>;
}

/** A folder on the host for a container's data, writable by the container's user. */
function storageDir(root: string, name: string): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  return dir;
}

interface Stoppable {
  stop(options?: { remove?: boolean; timeout?: number }): Promise<unknown>;
  getMappedPort(port: number): number;
}

/** A port free on loopback now: Kafka must advertise the host port its clients use, so it is chosen first. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function podmanEnv(): NodeJS.ProcessEnv {
  // CONTAINERS_CONF: runc and explicit ulimits, which this kind of machine needs (infra-notes).
  const exports = existsSync(INSTALL) ? spawnSync('bash', [INSTALL, 'env'], { encoding: 'utf8' }).stdout : '';
  const env = { ...process.env };
  for (const match of exports.matchAll(/^export (\w+)=(.*)$/gm)) env[match[1]!] = match[2]!.replace(/^['"]|['"]$/g, '');
  return env;
}

/** Whether a Unix socket (a path) or a port on loopback takes a connection now. */
const socketAnswers = (target: string | number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    if (typeof target === 'number') socket.connect(target, '127.0.0.1');
    else socket.connect(target);
  });

/**
 * Waits until a host port takes a connection. The containers' wait strategies read their logs:
 * testcontainers' `Wait.forListeningPorts()` checks each port by `exec`s into the container, about
 * a hundred `conmon`/`runc` processes (0.1–0.2 CPU-s each) per container start on this machine.
 */
async function portAnswers(port: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await socketAnswers(port)) return;
    if (Date.now() > until) throw new Error(`nothing answered on 127.0.0.1:${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The engine's socket: DOCKER_HOST as given, or Podman's, started here when it is not running. */
async function engineSocket(): Promise<{ dockerHost: string; engine: string } | { unavailable: string }> {
  if (process.env['DOCKER_HOST']) return { dockerHost: process.env['DOCKER_HOST'], engine: 'DOCKER_HOST' };
  if (spawnSync('podman', ['--version'], { encoding: 'utf8' }).status !== 0) return { unavailable: 'no container engine (podman) on this machine' };
  const env = podmanEnv();
  const version = execFileSync('podman', ['--version'], { encoding: 'utf8', env }).trim();
  if (!(await socketAnswers(PODMAN_SOCKET))) {
    // Runs for the rest of the machine's life, like a system service; later runs reuse it. From
    // `/`: it outlives this checkout, and once its working directory is deleted every container it
    // creates fails ("write child: broken pipe", seen after a worktree that had started it was removed).
    mkdirSync(dirname(PODMAN_SOCKET), { recursive: true });
    const service = spawn('podman', ['system', 'service', '--time=0', `unix://${PODMAN_SOCKET}`], { env, cwd: '/', detached: true, stdio: 'ignore' });
    service.unref();
    const until = Date.now() + 15_000;
    while (!(await socketAnswers(PODMAN_SOCKET))) {
      if (Date.now() > until) return { unavailable: `${version}: its socket ${PODMAN_SOCKET} did not answer` };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { dockerHost: `unix://${PODMAN_SOCKET}`, engine: version };
}

function missingImages(env: NodeJS.ProcessEnv): string[] {
  return Object.values(TEST_INFRA_IMAGES).filter((image) => spawnSync('podman', ['image', 'exists', image], { env }).status !== 0);
}

/** Waits until the broker answers metadata requests, not only until its port is open. */
async function kafkaReady(brokers: string): Promise<void> {
  const { Kafka, logLevel } = await import('kafkajs');
  const admin = new Kafka({ brokers: [brokers], logLevel: logLevel.NOTHING, retry: { retries: 0 } }).admin();
  const until = Date.now() + 90_000;
  for (;;) {
    try {
      await admin.connect();
      await admin.describeCluster();
      await admin.disconnect();
      return;
    } catch (error) {
      await admin.disconnect().catch(() => undefined);
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Starts the containers (a broker per jest worker, one FerretDB, one stripe-mock), or says why not. */
export async function startContainerInfra(mode: string | undefined, workers: number): Promise<ContainerInfra | { fallback: string }> {
  const required = mode === 'containers';
  const fail = (reason: string) => {
    if (required) throw new Error(`HM_TEST_INFRA=containers, but ${reason}`);
    return { fallback: reason };
  };
  const socket = await engineSocket();
  if ('unavailable' in socket) return fail(socket.unavailable);
  if (socket.engine !== 'DOCKER_HOST') {
    const missing = missingImages(podmanEnv());
    if (missing.length > 0)
      return fail(`the images ${missing.join(', ')} are not built (bash deploy/containers/build-local-bases.sh kafka ferretdb stripe-mock)`);
  }
  process.env['DOCKER_HOST'] = socket.dockerHost;
  // Ryuk (the reaper container) is another image to pull; the teardown removes ours instead.
  process.env['TESTCONTAINERS_RYUK_DISABLED'] = 'true';
  const { GenericContainer, Wait } = await import('testcontainers');
  const ulimits = { nofile: { soft: 16384, hard: 16384 }, nproc: { soft: 4096, hard: 4096 } };
  const started: Stoppable[] = [];
  // Bind-mounted rather than inside the containers, so the raw-storage scan can read them.
  const storageRoot = mkdtempSync(join(tmpdir(), 'hm-test-storage-'));
  const storageDirs: string[] = [];
  const stop = async () => {
    await Promise.all(started.map((container) => container.stop({ remove: true, timeout: 5_000 }).catch(() => undefined)));
    rmSync(storageRoot, { recursive: true, force: true });
  };
  // One broker per jest worker (per-worker-environment.ts): files running at once never see each
  // other's events, since every service consumes whatever is on its topics.
  const startKafka = async (worker: number) => {
    const kafkaPort = await freePort();
    const logDir = storageDir(storageRoot, `kafka-${worker}`);
    storageDirs.push(logDir);
    const container = await new GenericContainer(TEST_INFRA_IMAGES.kafka)
      .withEnvironment({
        CLUSTER_ID: 'hm-test-cluster-0000001',
        KAFKA_NODE_ID: '1',
        KAFKA_PROCESS_ROLES: 'broker,controller',
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@127.0.0.1:9093',
        KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://127.0.0.1:9093',
        // the host port the tests reach it on, chosen above
        KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${kafkaPort}`,
        KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
        KAFKA_INTER_BROKER_LISTENER_NAME: 'PLAINTEXT',
        KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
        KAFKA_LOG_DIRS: '/var/lib/kafka/data',
        KAFKA_NUM_PARTITIONS: '1',
        KAFKA_DEFAULT_REPLICATION_FACTOR: '1',
        KAFKA_MIN_INSYNC_REPLICAS: '1',
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_OFFSETS_TOPIC_NUM_PARTITIONS: '1',
        KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
        KAFKA_TRANSACTION_STATE_LOG_NUM_PARTITIONS: '1',
        KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
        KAFKA_BROKER_HEARTBEAT_INTERVAL_MS: '1000',
        KAFKA_BROKER_SESSION_TIMEOUT_MS: '4000',
        KAFKA_METADATA_MAX_IDLE_INTERVAL_MS: '5000',
        KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'true',
        KAFKA_NUM_NETWORK_THREADS: '2',
        KAFKA_NUM_IO_THREADS: '2',
        KAFKA_HEAP_OPTS: '-Xms256m -Xmx512m',
        // More JVM options, when given (e.g. KAFKA_OPTS=-XX:TieredStopAtLevel=1; see
        // docs/decisions/local-infrastructure-and-tests.md for why the tests do not set it).
        KAFKA_OPTS: process.env['KAFKA_OPTS'] ?? '',
      })
      .withExposedPorts({ container: 9092, host: kafkaPort })
      .withBindMounts([{ source: logDir, target: '/var/lib/kafka/data', mode: 'rw' }])
      .withUlimits(ulimits)
      // kafkaReady below then asks it for metadata from the host.
      .withWaitStrategy(Wait.forLogMessage(/Transition from STARTING to STARTED|Kafka Server started/))
      .withStartupTimeout(120_000)
      .start();
    started.push(container);
    return `127.0.0.1:${container.getMappedPort(9092)}`;
  };
  const ferretDir = storageDir(storageRoot, 'ferretdb');
  storageDirs.push(ferretDir);
  try {
    const [brokers, mongo, stripe] = await Promise.all([
      Promise.all(Array.from({ length: Math.max(1, workers) }, (_, worker) => startKafka(worker + 1))),
      new GenericContainer(TEST_INFRA_IMAGES.mongo)
        .withExposedPorts(27017)
        .withBindMounts([{ source: ferretDir, target: '/data/db', mode: 'rw' }])
        .withUlimits(ulimits)
        .withWaitStrategy(Wait.forLogMessage('ferretdb-launcher: listening on'))
        .withStartupTimeout(60_000)
        .start()
        .then((container) => (started.push(container), container)),
      new GenericContainer(TEST_INFRA_IMAGES.stripe)
        // both ports the image exposes: Podman 4.3 lists an unpublished one as a binding with no
        // host port, which testcontainers then waits for in vain
        .withExposedPorts(12111, 12112)
        .withUlimits(ulimits)
        .withWaitStrategy(Wait.forLogMessage('Listening for HTTP at address'))
        .withStartupTimeout(60_000)
        .start()
        .then((container) => (started.push(container), container)),
    ]);
    await Promise.all([portAnswers(mongo.getMappedPort(27017)), portAnswers(stripe.getMappedPort(12111))]);
    const env = {
      KAFKA_BROKERS: brokers[0]!,
      MONGO_URL: `mongodb://127.0.0.1:${mongo.getMappedPort(27017)}/?directConnection=true`,
      STRIPE_API_BASE: `http://127.0.0.1:${stripe.getMappedPort(12111)}`,
    };
    await Promise.all(brokers.map((broker) => kafkaReady(broker)));
    return {
      env,
      brokers,
      storageDirs,
      description: `testcontainers on ${socket.engine}: ${TEST_INFRA_IMAGES.kafka} at ${brokers.join(', ')}, ${TEST_INFRA_IMAGES.mongo} at ${env.MONGO_URL.replace('mongodb://', '').split('/')[0]}, ${TEST_INFRA_IMAGES.stripe} at ${env.STRIPE_API_BASE.replace('http://', '')}`,
      stop,
    };
  } catch (error) {
    await stop();
    if (required) throw error;
    return { fallback: `the containers did not start (${(error as Error).message.split('\n')[0]})` };
  }
}
