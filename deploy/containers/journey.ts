import { execFile as execFileCb } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { InterviewUploadedV1 } from '@hiring/contracts';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { registerCandidate, registerCompany, type RegisteredUser, type Stack } from '@hiring/test-kit/stack';
import { checkoutCompleted, postWebhook, signed, TEST_WEBHOOK_SECRET } from '@hiring/test-kit/billing';
import { generateDkimKey, signMessage, type DkimKey, startDnsServer } from '@hiring/test-kit/mail';
import { composeStack, kubeStack, type ContainerStack } from './stacks.js';
import { postGraphql } from '@hiring/test-kit/graphql';

/**
 * The container journey (issue 18): the whole product in containers, each service in its own, on
 * FerretDB, Kafka (SASL/SCRAM), stripe-mock and an SMTP catcher in containers, started one of two
 * ways (stacks.ts), one test file each:
 *   compose            docker-compose.yml under podman-compose (compose-local.mjs swaps in the
 *                      local images);
 *   kube               deploy/k8s under `podman kube play` (kube-local.mjs turns the
 *                      Deployments into Pods named after their Services, kube-infra.yaml adds
 *                      the infrastructure).
 * Through the gateway's published port only: register a candidate and a company
 * (verification codes read from the catcher's HTTP API), upload a DKIM-signed interview email,
 * buy a token bundle (a Checkout Session on stripe-mock, then Stripe's signed webhook), search as
 * the company, unlock. With compose, the upload's trace is then read from Zipkin (the trace viewer;
 * every process exports OTLP to the OpenTelemetry Collector, which forwards to Zipkin): one trace
 * connects the gateway, the interviews service and the company service's projection. Then the restart drill: the company service's process is killed
 * (SIGKILL from the host, as the OOM killer would), the restart policy brings the container back
 * (compose: `restart: unless-stopped`; kube: the pod's `restartPolicy: Always`), and nothing is
 * lost (the unlock and the wallet are as before; a new unlock works).
 *
 * Opt-in (it needs Podman and the images): `npm run test:containers` (HM_CONTAINER_JOURNEY=1)
 * and `npm run test:kube` (HM_KUBE_JOURNEY=1), both journeys.test.ts, run
 * without the repository's global setup (no local infra). Images: deploy/containers/build-local-bases.sh and
 * deploy/containers/build-images.sh first. HM_CONTAINER_KEEP=1 leaves the stack running
 * afterwards (the command to remove it is printed).
 */

const execFile = promisify(execFileCb);

const IMAGES_BUILD_WAIT_MS = 20 * 60_000;

/**
 * deploy/local/test.sh builds the product images while the other tests run and names the file its
 * exit status lands in (HM_IMAGES_BUILD_STATUS); the journeys wait for it. Run alone (npm run
 * test:containers), the images are expected built already.
 */
async function productImagesBuilt(): Promise<void> {
  const status = process.env['HM_IMAGES_BUILD_STATUS'];
  if (!status) return;
  const deadline = Date.now() + IMAGES_BUILD_WAIT_MS;
  while (!existsSync(status)) {
    if (Date.now() > deadline)
      throw new Error(`the product images were not built within ${IMAGES_BUILD_WAIT_MS / 60_000} minutes (log: ${process.env['HM_IMAGES_BUILD_LOG']})`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const code = readFileSync(status, 'utf8').trim();
  if (code !== '0') {
    const log = process.env['HM_IMAGES_BUILD_LOG'];
    const tail = log && existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-40).join('\n') : '(no log)';
    throw new Error(`deploy/containers/build-images.sh failed (exit ${code}):\n${tail}`);
  }
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The journey and the restart drill against one stack (journeys.test.ts runs one per stack). */
export function describeContainerJourney(STACK: 'compose' | 'kube', enabled: boolean): void {
  // Each stack has its own names, subnet and ports, so both can run on one host at once.
  const defaults =
    STACK === 'kube'
      ? { project: 'hmk-journey', subnet: '10.89.242', port: 19660, stateDir: '/tmp/hm-kube' }
      : { project: 'hmc-journey', subnet: '10.89.240', port: 19640, stateDir: '/tmp/hm-containers' };
  const PROJECT = process.env['HM_CONTAINER_PROJECT'] ?? defaults.project;
  // A fixed subnet, so the DNS server can listen on the network's gateway address.
  const SUBNET_PREFIX = process.env['HM_CONTAINER_SUBNET'] ?? defaults.subnet;
  const HOST_IP = `${SUBNET_PREFIX}.1`;
  const GATEWAY_PORT = Number(process.env['HM_CONTAINER_GATEWAY_PORT'] ?? defaults.port);
  const MAIL_PORT = Number(process.env['HM_CONTAINER_MAIL_PORT'] ?? defaults.port + 1);
  const DNS_PORT = Number(process.env['HM_CONTAINER_DNS_PORT'] ?? defaults.port + 2);
  const ZIPKIN_PORT = Number(process.env['HM_CONTAINER_ZIPKIN_PORT'] ?? defaults.port + 3);
  const STATE_DIR = process.env['HM_STATE_DIR'] ?? defaults.stateDir;
  const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
  const MAIL_API = `http://127.0.0.1:${MAIL_PORT}`;
  const ATS_DOMAIN = 'us.greenhouse-mail.io';
  /** Tokens of the one-time bundle (the spec's pricing); an unlock costs 10. */
  const BUNDLE = 50;

  const secret = () => randomBytes(32).toString('hex');
  /**
   * The caller's environment without the addresses of the other tests' infrastructure (the global
   * setup's MONGO_URL, KAFKA_BROKERS and STRIPE_API_BASE, which compose would hand to the services
   * in place of its own containers' addresses), and without OTEL_* settings (the traces must go to
   * the stack's own collector; HM_CONTAINER_OTLP_ENDPOINT replaces compose's endpoint, e.g. with an
   * empty value to see the trace check fail).
   */
  const callerEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['MONGO_URL', 'KAFKA_BROKERS', 'STRIPE_API_BASE', 'SMTP_URL', 'DOCKER_HOST'].includes(name) && !name.startsWith('OTEL_'),
    ),
  );
  const env: NodeJS.ProcessEnv = {
    ...callerEnv,
    // The stack's JVMs compile with C1 only, as the tests' own brokers do (global-setup.ts): a
    // journey's traffic does not pay back C2's compilations.
    JAVA_EXTRA_OPTS: process.env['JAVA_EXTRA_OPTS'] ?? '-XX:TieredStopAtLevel=1',
    JWT_SECRET: secret(),
    INTERNAL_API_SECRET: secret(),
    MONGO_PASSWORD: secret(),
    KAFKA_PASSWORD: secret(),
    NODE_IMAGE: process.env['NODE_IMAGE'] ?? 'localhost/node:20-bookworm-slim',
    KAFKA_IMAGE: process.env['KAFKA_IMAGE'] ?? 'localhost/kafka:3.9.1',
    STRIPE_MOCK_IMAGE: process.env['STRIPE_MOCK_IMAGE'] ?? 'localhost/stripe-mock:v0.197.0',
    OPENSEARCH_IMAGE: process.env['OPENSEARCH_IMAGE'] ?? 'localhost/opensearch:2.19.6',
    MAILPIT_IMAGE: process.env['MAILPIT_IMAGE'] ?? 'localhost/smtp-catcher:hm',
    OTEL_COLLECTOR_IMAGE: process.env['OTEL_COLLECTOR_IMAGE'] ?? 'localhost/otelcol:0.148.0',
    ZIPKIN_IMAGE: process.env['ZIPKIN_IMAGE'] ?? 'localhost/zipkin:3.6.1',
    ZIPKIN_PORT: String(ZIPKIN_PORT),
    ...(process.env['HM_CONTAINER_OTLP_ENDPOINT'] !== undefined ? { OTEL_EXPORTER_OTLP_ENDPOINT: process.env['HM_CONTAINER_OTLP_ENDPOINT'] } : {}),
    GATEWAY_HOST_IP: '127.0.0.1',
    GATEWAY_PORT: String(GATEWAY_PORT),
    MAILPIT_PORT: String(MAIL_PORT),
    PUBLIC_URL: GATEWAY,
    DNS_SERVERS: `${HOST_IP}:${DNS_PORT}`,
    // Billing talks to stripe-mock (compose's default STRIPE_API_BASE) and checks webhook signatures with this.
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    LOG_LEVEL: 'warn',
    // Podman's settings for this kind of host (deploy/containers/install.sh writes them).
    CONTAINERS_CONF:
      process.env['CONTAINERS_CONF'] ?? join(process.env['HM_CACHE_DIR'] ?? join(homedir(), '.cache/hiring-marketplace'), 'containers/containers.conf'),
  };

  const stack: ContainerStack = (STACK === 'kube' ? kubeStack : composeStack)({
    env,
    stateDir: STATE_DIR,
    project: PROJECT,
    gatewayPort: GATEWAY_PORT,
    mailPort: MAIL_PORT,
    publicUrl: GATEWAY,
    dnsServers: `${HOST_IP}:${DNS_PORT}`,
    webhookSecret: TEST_WEBHOOK_SECRET,
    zipkinPort: ZIPKIN_PORT,
  });
  const NETWORK = stack.network;
  const INFRA = stack.infra;
  const SERVICES = stack.services;
  const container = (component: string) => stack.container(component);

  const timings: [string, number][] = [];
  let mark = Date.now();
  function lap(what: string): void {
    const now = Date.now();
    timings.push([what, now - mark]);
    console.info(`[containers] ${what}: ${((now - mark) / 1000).toFixed(1)} s`);
    mark = now;
  }

  async function podman(...args: string[]): Promise<string> {
    const { stdout } = await execFile('podman', args, { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
  }

  async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, limitMs = 180_000, everyMs = 500): Promise<T> {
    const deadline = Date.now() + limitMs;
    let last: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value) return value;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline) throw new Error(`timed out after ${limitMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
      await sleep(everyMs);
    }
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Json }> {
    const response = await fetch(`${GATEWAY}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      body = { text };
    }
    return { status: response.status, body };
  }

  /** The newest 6-digit code mailed to `to` after `since`, read from the catcher's Mailpit-style API. */
  async function waitForCode(to: string, options: { since?: Date } = {}): Promise<string> {
    const since = options.since ?? new Date(0);
    return until(
      `a code mailed to ${to}`,
      async () => {
        const list = (await (await fetch(`${MAIL_API}/api/v1/messages`)).json()) as { messages: { ID: string; To: { Address: string }[]; Created: string }[] };
        for (const message of list.messages) {
          if (new Date(message.Created) < since || !message.To.some((a) => a.Address.toLowerCase() === to.toLowerCase())) continue;
          const raw = Buffer.from(await (await fetch(`${MAIL_API}/api/v1/message/${message.ID}/raw`)).arrayBuffer());
          const code = /\b(\d{6})\b/.exec((await simpleParser(raw)).text ?? '')?.[1];
          if (code) return code;
        }
        return null;
      },
      60_000,
    );
  }

  /** What @hiring/test-kit/stack (accounts.ts) needs of a stack: REST calls and the mail. */
  const client = {
    smtp: { waitForCode },
    async rest(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
      return call(method, path, { json: body, token });
    },
  } as unknown as Stack;

  async function interviewEmail(key: DkimKey, to: string, n: number): Promise<Buffer> {
    return signMessage(
      [
        `From: Globex Recruiting <no-reply@${ATS_DOMAIN}>`,
        `To: ${to}`,
        'Subject: Your technical screen with Globex',
        'Date: Tue, 03 Nov 2026 10:00:00 +0000',
        `Message-ID: <containers-${uniqueSuffix()}-${n}@${ATS_DOMAIN}>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        `Hi, we would like to invite you to a technical screen for the Senior Software Engineer role at Globex on November ${n + 10}, 2026.`,
        '',
      ].join('\r\n'),
      { domain: ATS_DOMAIN, selector: 's1', key },
    );
  }

  async function upload(key: DkimKey, candidate: RegisteredUser, n: number, headers: Record<string, string> = {}): Promise<Json> {
    const form = new FormData();
    form.append('email_file', new Blob([new Uint8Array(await interviewEmail(key, candidate.email, n))], { type: 'message/rfc822' }), 'interview.eml');
    const answer = await call('POST', '/api/candidate/upload-interview-email', { token: candidate.token, form, headers });
    expect(answer).toMatchObject({ status: 200 });
    return answer.body;
  }

  /** The company's unlocked candidates once `count` are listed. */
  async function unlockedOf(company: RegisteredUser, count: number): Promise<Json[]> {
    return until(
      `${count} unlock(s) in the company's list`,
      async () => {
        const answer = await call('GET', '/api/company/unlocked-candidates', { token: company.token });
        const list = (answer.body['unlocked_candidates'] as Json[] | undefined) ?? [];
        return list.length === count ? list : null;
      },
      60_000,
    );
  }

  async function containerState(service: string): Promise<{ status: string; pid: number; restarts: number; startedAt: string }> {
    const [status, pid, restarts, startedAt] = (
      await podman('inspect', container(service), '--format', '{{.State.Status}} {{.State.Pid}} {{.RestartCount}} {{.State.StartedAt}}')
    ).split(' ');
    return { status: status!, pid: Number(pid), restarts: Number(restarts), startedAt: startedAt! };
  }

  /** `podman healthcheck run` for each container (no systemd here: Podman's health timers need it). */
  async function healthOf(names: readonly string[]): Promise<Record<string, string>> {
    const result: Record<string, string> = {};
    for (const name of names) {
      try {
        await podman('healthcheck', 'run', container(name));
        result[name] = 'healthy';
      } catch (error) {
        result[name] = `unhealthy: ${String((error as { stderr?: string }).stderr ?? error)
          .trim()
          .slice(0, 200)}`;
      }
    }
    return result;
  }

  /** A span as Zipkin's API v2 returns it (Zipkin lower-cases span and service names). */
  interface ZipkinSpan {
    traceId: string;
    id: string;
    parentId?: string;
    kind?: 'CLIENT' | 'SERVER' | 'PRODUCER' | 'CONSUMER';
    name?: string;
    localEndpoint?: { serviceName?: string };
    tags?: Record<string, string>;
  }

  async function zipkin<T>(path: string): Promise<T> {
    const response = await fetch(`${stack.traceViewer}${path}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  let dns: Awaited<ReturnType<typeof startDnsServer>> | undefined;
  let passed = false;
  let startRestarts: Record<string, number> = {};
  const restartsOf = async (names: readonly string[]) =>
    Object.fromEntries(await Promise.all(names.map(async (c) => [c, (await containerState(c)).restarts] as const)));

  (enabled ? describe : describe.skip)(`the product in containers (${stack.title}), journey and restart drill`, () => {
    let key: DkimKey;
    let candidate: RegisteredUser;
    let second: RegisteredUser;
    let company: RegisteredUser;
    /** The correlation id the first upload was sent with: it finds the upload's trace in Zipkin. */
    const uploadCorrelationId = `containers-trace-${uniqueSuffix()}`;

    beforeAll(async () => {
      mkdirSync(STATE_DIR, { recursive: true });
      await productImagesBuilt();
      for (const image of [
        env['NODE_IMAGE']!,
        env['KAFKA_IMAGE']!,
        env['STRIPE_MOCK_IMAGE']!,
        env['OPENSEARCH_IMAGE']!,
        env['MAILPIT_IMAGE']!,
        ...(stack.traceViewer ? [env['OTEL_COLLECTOR_IMAGE']!, env['ZIPKIN_IMAGE']!] : []),
        'localhost/ferretdb:hm',
        ...SERVICES.map((s) => `hiring-marketplace/${s}:${env['TAG'] ?? 'local'}`),
      ]) {
        await podman('image', 'exists', image).catch(() => {
          throw new Error(`image ${image} is missing: run deploy/containers/build-local-bases.sh and deploy/containers/build-images.sh`);
        });
      }
      await stack.prepare();
      // A previous run's leftovers (containers and volumes) go first: the journey starts empty.
      await stack.clean();
      // Our own network with a known gateway address (podman-compose would pick a subnet itself).
      await podman('network', 'rm', '-f', NETWORK).catch(() => undefined);
      await podman('network', 'create', '--subnet', `${SUBNET_PREFIX}.0/24`, '--gateway', HOST_IP, NETWORK);
      mark = Date.now();
      await stack.up();
      lap(stack.upLabel);
      // The bridge exists once a container is attached: now the DNS server can bind its address.
      dns = await startDnsServer({ address: HOST_IP, port: DNS_PORT });
      key = generateDkimKey();
      dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
      await until(
        'the gateway and all six services healthy (GET /api/health)',
        async () => (await fetch(`${GATEWAY}/api/health`, { signal: AbortSignal.timeout(5000) })).ok,
        300_000,
        1000,
      );
      lap('up → gateway /api/health 200 (every subgraph answering)');
      // A check that fails or times out once (a JVM tool starting while eleven containers are
      // busy starting on two cores) is run again, for up to 90 s; the first answers are logged.
      const health = await healthOf([...INFRA, ...SERVICES]);
      console.info(`[containers] podman healthcheck run: ${JSON.stringify(health)}`);
      const healthDeadline = Date.now() + 90_000;
      for (
        let unhealthy = Object.keys(health).filter((c) => health[c] !== 'healthy');
        unhealthy.length && Date.now() < healthDeadline;
        unhealthy = Object.keys(health).filter((c) => health[c] !== 'healthy')
      ) {
        await sleep(2000);
        Object.assign(health, await healthOf(unhealthy));
        console.info(`[containers] podman healthcheck run again: ${JSON.stringify(Object.fromEntries(unhealthy.map((c) => [c, health[c]])))}`);
      }
      expect(Object.values(health).every((h) => h === 'healthy')).toBe(true);
      startRestarts = await restartsOf([...INFRA, ...SERVICES]);
      console.info(
        `[containers] restarts while starting (a service that exits before Kafka or FerretDB is ready is started again by its policy): ${Object.entries(
          startRestarts,
        )
          .map(([c, n]) => `${c} ${n}`)
          .join(', ')}`,
      );
    }, 600_000 + IMAGES_BUILD_WAIT_MS);

    afterAll(async () => {
      await dns?.close();
      if (!passed) {
        for (const service of [...INFRA, ...SERVICES]) {
          const logs = await podman('logs', '--tail', '15', container(service)).catch((error: unknown) => String(error));
          console.info(`----- ${service} -----\n${logs}`);
        }
      }
      if (process.env['HM_CONTAINER_KEEP'] === '1') {
        console.info(`[containers] left running; to remove: ${stack.keepHint}`);
      } else {
        await stack.down().catch((error: unknown) => console.warn(String(error)));
        await podman('network', 'rm', '-f', NETWORK).catch(() => undefined);
      }
      console.info(`[containers] timings:\n${timings.map(([what, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${what}`).join('\n')}`);
    }, 180_000);

    it('registers, verifies by mail, uploads a signed email, searches as a company and unlocks, all through the gateway', async () => {
      mark = Date.now();
      candidate = await registerCandidate(client);
      second = await registerCandidate(client, { firstName: 'Alan', lastName: 'Turing' });
      company = await registerCompany(client, { companyName: `Containers ${uniqueSuffix()}` });
      lap('register two candidates and a company (codes read from the SMTP catcher)');
      for (const user of [candidate, second]) {
        await until(`the interviews service to learn ${user.email}`, async () => {
          const answer = await postGraphql<{ myUploadAddresses?: string[] }>(GATEWAY, '{ myUploadAddresses }', { token: user.token });
          return answer.body.data?.myUploadAddresses?.includes(user.email);
        });
      }
      const uploaded = await upload(key, candidate, 1, { 'x-correlation-id': uploadCorrelationId });
      await upload(key, second, 2);
      expect(uploaded['interview']).toMatchObject({ id: expect.any(String) });
      lap('upload two DKIM-signed interview emails (verified against the test DNS server)');
      // A token bundle bought the way Stripe completes it: billing opens a Checkout Session (on
      // stripe-mock), then Stripe's signed checkout.session.completed webhook reaches the gateway.
      const checkout = await until('a Checkout Session (billing → stripe-mock)', async () => {
        const answer = await call('POST', '/api/company/create-checkout-session', { token: company.token, json: { purchase_type: 'one_time' } });
        return answer.status === 200 ? answer.body : null;
      });
      expect(checkout).toMatchObject({ dev_mode: false, session_id: expect.stringMatching(/^cs_/) });
      const hook = await postWebhook(
        `${GATEWAY}/api/stripe/webhook`,
        signed(checkoutCompleted({ sessionId: checkout['session_id'] as string, mode: 'payment' })),
      );
      expect(hook).toMatchObject({ status: 200, body: { outcome: 'fulfilled' } });
      await until('the bundle in the wallet', async () => (await call('GET', '/api/company/tokens', { token: company.token })).body['tokens'] === BUNDLE);
      const search = await until('both candidates in company search', async () => {
        const answer = await call('GET', '/api/company/search-candidates?per_page=100', { token: company.token });
        const ids = ((answer.body['candidates'] as Json[] | undefined) ?? []).map((c) => c['id'] ?? c['candidate_id']);
        return ids.includes(candidate.user.id) && ids.includes(second.user.id) ? answer.body : null;
      });
      expect(search['pagination']?.['total']).toBeGreaterThanOrEqual(2);
      lap('buy a token bundle (Checkout on stripe-mock + signed webhook) and find both candidates in company search');
      const unlock = await call('POST', '/api/company/unlock-candidate', { token: company.token, json: { candidate_id: candidate.user.id } });
      expect(unlock.status).toBe(200);
      const unlockedList = await unlockedOf(company, 1);
      expect(JSON.stringify(unlockedList)).toContain(candidate.user.id);
      const tokens = await call('GET', '/api/company/tokens', { token: company.token });
      expect(tokens.body['tokens']).toBe(BUNDLE - 10);
      lap('unlock one candidate (10 tokens)');
      // A process that crashed on the way was restarted by its policy, which would hide it (the
      // gateway's crash on an upload under TRUST_PROXY showed up only as one failed request).
      expect(await restartsOf([...INFRA, ...SERVICES])).toEqual(startRestarts);
    }, 600_000);

    // Only compose runs a collector and a viewer (deploy/k8s leaves tracing to the cluster's).
    if (stack.traceViewer) {
      it('the upload is one trace in Zipkin (process → OTel Collector → Zipkin): gateway → interviews → Kafka → the company projection', async () => {
        mark = Date.now();
        const topic = InterviewUploadedV1.topic.toLowerCase();
        // The processes export in batches (OTLP/HTTP, every few seconds) and the collector batches
        // again: wait for the trace to hold the company projection's consumer span.
        const query = new URLSearchParams({
          serviceName: 'gateway',
          annotationQuery: `hm.correlation_id=${uploadCorrelationId}`,
          lookback: String(3_600_000),
          limit: '10',
        });
        const spans = await until(
          "the upload's trace in Zipkin, down to the company projection",
          async () => {
            const traces = await zipkin<ZipkinSpan[][]>(`/api/v2/traces?${query.toString()}`);
            return traces.find((trace) =>
              trace.some((s) => s.localEndpoint?.serviceName === 'company' && s.kind === 'CONSUMER' && s.name === `${topic} process`),
            );
          },
          90_000,
          2000,
        );
        lap("the upload's trace in Zipkin (gateway → interviews → Kafka → company)");
        const service = (s: ZipkinSpan) => s.localEndpoint?.serviceName;
        const byId = new Map(spans.map((s) => [s.id, s]));
        const root = spans.find((s) => service(s) === 'gateway' && s.kind === 'SERVER' && s.tags?.['hm.correlation_id'] === uploadCorrelationId);
        expect(root?.name).toBe('post /api/candidate/upload-interview-email');
        expect(root?.parentId).toBeUndefined();
        const interviewsServer = spans.find((s) => service(s) === 'interviews' && s.kind === 'SERVER');
        expect(interviewsServer?.name).toBe('post /uploads/interview-email');
        expect(interviewsServer?.parentId).toBe(root!.id);
        expect(interviewsServer?.tags?.['hm.correlation_id']).toBe(uploadCorrelationId);
        // The interviews service's database calls sit under its request span.
        expect(
          spans.some((s) => service(s) === 'interviews' && s.kind === 'CLIENT' && s.name?.startsWith('mongodb ') && s.parentId === interviewsServer!.id),
        ).toBe(true);
        const producer = spans.find((s) => service(s) === 'interviews' && s.kind === 'PRODUCER' && s.name === `${topic} publish`);
        const ancestors = (span: ZipkinSpan): string[] => {
          const chain: string[] = [];
          for (let at = span.parentId ? byId.get(span.parentId) : undefined; at; at = at.parentId ? byId.get(at.parentId) : undefined) chain.push(at.id);
          return chain;
        };
        expect(producer && ancestors(producer)).toContain(interviewsServer!.id);
        const consumer = spans.find((s) => service(s) === 'company' && s.kind === 'CONSUMER' && s.name === `${topic} process`)!;
        expect(consumer.parentId).toBe(producer!.id);
        expect(consumer.tags?.['hm.correlation_id']).toBe(uploadCorrelationId);
        // The projection's writes are children of the consumer span.
        expect(spans.some((s) => service(s) === 'company' && s.kind === 'CLIENT' && s.name?.startsWith('mongodb ') && s.parentId === consumer.id)).toBe(true);
        // Connected: every span but the root has its parent in the trace.
        expect(spans.filter((s) => s !== root && !byId.has(s.parentId ?? ''))).toEqual([]);
        expect([...new Set(spans.map(service))]).toEqual(expect.arrayContaining(['gateway', 'interviews', 'company']));
        // The same trace by id, as the UI's trace page reads it.
        expect((await zipkin<ZipkinSpan[]>(`/api/v2/trace/${root!.traceId}`)).length).toBe(spans.length);
        // Every one of the seven processes exports: six have served requests or consumed the upload's
        // event by now; ingestion gets a query through the gateway (refused, not an admin, but its
        // request span is exported all the same).
        const refused = await call('POST', '/graphql', { token: candidate.token, json: { query: '{ emailIngestionStatus { __typename } }' } });
        expect(refused.body['errors']).toBeDefined();
        let services: string[] = [];
        await until(
          'all seven processes in Zipkin',
          async () => {
            services = await zipkin<string[]>('/api/v2/services');
            return SERVICES.every((s) => services.includes(s));
          },
          60_000,
          2000,
        ).catch(() => undefined);
        expect(services).toEqual(expect.arrayContaining([...SERVICES]));
        // The viewer's UI (Zipkin Lens) is served on the published port.
        const ui = await fetch(`${stack.traceViewer}/zipkin/`, { signal: AbortSignal.timeout(10_000) });
        expect(ui.status).toBe(200);
        expect(ui.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await ui.text()).toContain('<title>Zipkin</title>');
        console.info(
          `[containers] trace ${root!.traceId}: ${spans.length} spans of ${[...new Set(spans.map(service))].join(', ')}; open ${stack.traceViewer}/zipkin/traces/${root!.traceId}`,
        );
      }, 180_000);
    }

    it('restart drill: the company service is killed, the restart policy brings it back, nothing is lost', async () => {
      const before = await containerState('company');
      expect(before.status).toBe('running');
      mark = Date.now();
      // SIGKILL to the container's process from the host: a crash, as the OOM killer would do it.
      // (`podman kill` is a stop by the user in Podman 4.3, like `docker stop`: no restart.)
      process.kill(before.pid, 'SIGKILL');
      const after = await until(
        'the company container restarted by its policy',
        async () => {
          const state = await containerState('company');
          return state.status === 'running' && state.restarts > before.restarts ? state : null;
        },
        60_000,
        100,
      );
      lap(`kill -9 company (pid ${before.pid}) → running again (restart count ${before.restarts} → ${after.restarts})`);
      expect(after.pid).not.toBe(before.pid);
      await until(
        'the company service healthy again (podman healthcheck run)',
        async () => (await healthOf(['company']))['company'] === 'healthy',
        120_000,
        250,
      );
      lap('restarted → company /health answering');

      const list = await until(
        'the unlocked candidates after the restart',
        async () => {
          const answer = await call('GET', '/api/company/unlocked-candidates', { token: company.token });
          return answer.status === 200 ? ((answer.body['unlocked_candidates'] as Json[] | undefined) ?? []) : null;
        },
        60_000,
      );
      expect(list).toHaveLength(1);
      expect(JSON.stringify(list)).toContain(candidate.user.id);
      expect((await call('GET', '/api/company/tokens', { token: company.token })).body['tokens']).toBe(BUNDLE - 10);
      const unlock = await call('POST', '/api/company/unlock-candidate', { token: company.token, json: { candidate_id: second.user.id } });
      expect(unlock.status).toBe(200);
      const both = await unlockedOf(company, 2);
      expect(JSON.stringify(both)).toContain(second.user.id);
      expect((await call('GET', '/api/company/tokens', { token: company.token })).body['tokens']).toBe(BUNDLE - 20);
      lap('after the restart: the first unlock and the wallet intact, a new unlock works');
      passed = true;
    }, 300_000);
  });
}
