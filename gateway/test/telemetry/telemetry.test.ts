import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { InterviewUploadedV1 } from '@hiring/contracts';
import { createLogger, flushTracing, registerRequestSpans, requestLogOptions, stopTracing, tracingEnabled } from '@hiring/service-kit';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { startDnsServer, generateDkimKey, signMessage, type DkimKey } from '@hiring/test-kit/mail';
import { startTestPublisher } from '@hiring/test-kit/events';
import { startStack, type Stack, registerCandidate, registerCompany, type RegisteredUser, uploadEml, waitForUploadAddress } from '@hiring/test-kit/stack';

/**
 * Issue 18's telemetry, end to end on the real stack (in one process: the services' spans are told
 * apart by their tracer's name, which is the service's name): a small OTLP/HTTP receiver takes the
 * JSON the exporter sends, and the metrics are scraped as Prometheus would.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface CollectedSpan extends OtlpSpan {
  scope: string;
  resourceService: string;
}
const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;
const CLIENT = 3;

/** An OTLP/HTTP receiver (JSON encoding) on a free port, keeping every span it is sent. */
async function startOtlpReceiver(): Promise<{ url: string; spans: CollectedSpan[]; close(): Promise<void> }> {
  const spans: CollectedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
          }[];
        };
        for (const resourceSpans of body.resourceSpans) {
          const resourceService = resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const scopeSpans of resourceSpans.scopeSpans)
            for (const span of scopeSpans.spans) spans.push({ ...span, scope: scopeSpans.scope.name, resourceService });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

/** Prometheus' text format: the value of the series with this name and these labels (summed over the rest), or 0. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

const ATS_DOMAIN = 'us.greenhouse-mail.io';
const ENV_KEYS = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_BSP_SCHEDULE_DELAY', 'OTEL_SERVICE_NAME', 'APOLLO_TELEMETRY_DISABLED'] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let key: DkimKey;
let stack: Stack;
let ada: RegisteredUser;

function interviewEmail(to: string) {
  return [
    'From: Acme Recruiting <no-reply@us.greenhouse-mail.io>',
    `To: ${to}`,
    'Subject: Your onsite interview with Acme Inc',
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <${uniqueSuffix()}@us.greenhouse-mail.io>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Thank you for your time so far. We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme on November 12, 2026.',
    '',
  ].join('\r\n');
}

const upload = (file: Buffer | string, token: string, headers: Record<string, string> = {}) =>
  uploadEml<{ interview?: { id: string } }>(stack.gateway.url, file, token, { headers });

const scrape = async (url: string) => {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  // The standard variables, as a deployment sets them; the short batch delay only speeds the test.
  process.env['OTEL_EXPORTER_OTLP_ENDPOINT'] = receiver.url;
  process.env['OTEL_BSP_SCHEDULE_DELAY'] = '100';
  delete process.env['OTEL_SERVICE_NAME'];
  delete process.env['APOLLO_TELEMETRY_DISABLED'];
  dns = await startDnsServer();
  key = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
  stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(','), UPLOADS_PER_10_MINUTES: '3' }, gateway: { METRICS_PORT: '0' } } });
  ada = await registerCandidate(stack);
  await waitForUploadAddress(stack, ada);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await stopTracing();
  await dns?.close();
  await receiver?.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('telemetry', () => {
  let interviewId = '';
  let gatewayBefore = '';
  let interviewsBefore = '';

  it('one upload is one connected trace: gateway → interviews → Kafka → the company projection', async () => {
    expect(tracingEnabled()).toBe(true);
    gatewayBefore = await scrape(stack.gateway.metricsUrl!);
    interviewsBefore = await scrape(stack.services.interviews.url);
    const watcher = await watchTopic(stack.services.interviews.kafka, InterviewUploadedV1);
    const correlationId = `telemetry-${uniqueSuffix()}`;
    const { status, body } = await upload(await signMessage(interviewEmail(ada.email), { domain: ATS_DOMAIN, selector: 's1', key }), ada.token, {
      'x-correlation-id': correlationId,
    });
    expect(status).toBe(200);
    interviewId = body.interview!.id;

    // The published envelope carries the request's correlation id and trace.
    const event = await waitFor(async () => watcher.events.find((e) => e.aggregateId === interviewId), { what: 'InterviewUploaded' });
    await watcher.stop();
    expect(event.correlationId).toBe(correlationId);
    expect(event.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);

    const root = await waitFor(
      async () => receiver.spans.find((s) => s.scope === 'gateway' && s.kind === SERVER && attribute(s, 'hm.correlation_id') === correlationId),
      { what: "the gateway's request span" },
    );
    expect(root.name).toBe('POST /api/candidate/upload-interview-email');
    expect(root.parentSpanId ?? '').toBe('');
    expect(event.traceparent!.split('-')[1]).toBe(root.traceId);

    const trace = () => receiver.spans.filter((s) => s.traceId === root.traceId);
    const consumer = await waitFor(
      async () => {
        await flushTracing();
        return trace().find((s) => s.scope === 'company' && s.kind === CONSUMER && s.name === `${InterviewUploadedV1.topic} process`);
      },
      { what: "the company projection's consumer span", timeoutMs: 30_000 },
    );
    // A span is exported when it ends, so a child can arrive before its still-open parent (the
    // candidate and ingestion services consume the same event): wait until the trace is whole.
    const orphans = (all: CollectedSpan[]) => {
      const ids = new Set(all.map((s) => s.spanId));
      return all.filter((s) => s !== root && !ids.has(s.parentSpanId ?? ''));
    };
    const spans = await waitFor(
      async () => {
        await flushTracing();
        return orphans(trace()).length === 0 && trace();
      },
      { what: 'every span of the trace to have its parent', timeoutMs: 30_000 },
    ).catch(() => trace());
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const interviewsServer = spans.find((s) => s.scope === 'interviews' && s.kind === SERVER);
    expect(interviewsServer?.name).toBe('POST /uploads/interview-email');
    expect(interviewsServer?.parentSpanId).toBe(root.spanId);
    expect(attribute(interviewsServer!, 'hm.correlation_id')).toBe(correlationId);
    // The interviews service's own database calls sit under its request span.
    expect(
      spans.some((s) => s.scope === 'interviews' && s.kind === CLIENT && s.name.startsWith('mongodb ') && s.parentSpanId === interviewsServer!.spanId),
    ).toBe(true);
    const producer = spans.find((s) => s.scope === 'interviews' && s.kind === PRODUCER && s.name === `${InterviewUploadedV1.topic} publish`);
    expect(producer).toBeDefined();
    // The publish continues the request that recorded the event (saved with the outbox row).
    const ancestors = (span: CollectedSpan): string[] => {
      const chain: string[] = [];
      for (let at = span.parentSpanId ? byId.get(span.parentSpanId) : undefined; at; at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined)
        chain.push(at.spanId);
      return chain;
    };
    expect(ancestors(producer!)).toContain(interviewsServer!.spanId);
    expect(consumer.parentSpanId).toBe(producer!.spanId);
    expect(attribute(consumer, 'hm.correlation_id')).toBe(correlationId);
    // The index writer's requests to OpenSearch (read the candidate's document, write it back) are children of the consumer span.
    const projectionWrites = spans.filter((s) => s.scope === 'company' && s.kind === CLIENT && s.parentSpanId === consumer.spanId);
    expect(projectionWrites.map((s) => s.name)).toEqual(expect.arrayContaining(['opensearch get', 'opensearch index']));
    // Connected: every span but the root has its parent in the trace.
    expect(orphans(spans).map((s) => `${s.scope}: ${s.name}`)).toEqual([]);
    // (the candidate and ingestion services consume the event too, in the same trace)
    expect([...new Set(spans.map((s) => s.scope))]).toEqual(expect.arrayContaining(['gateway', 'interviews', 'company']));
  }, 90_000);

  it('request log lines carry the trace id and the correlation id', async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app: FastifyInstance = Fastify({ loggerInstance: createLogger('probe', 'info', destination) as FastifyBaseLogger, ...requestLogOptions() });
    registerRequestSpans(app, 'probe');
    app.get('/probe', async (request) => {
      request.log.info('inside the handler');
      return { ok: true };
    });
    const traceId = 'a'.repeat(31) + 'b';
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${url}/probe`, { headers: { 'x-correlation-id': 'corr-probe-1', traceparent: `00-${traceId}-${'c'.repeat(16)}-01` } });
    expect(answer.status).toBe(200);
    // An implausible id (here a log-line forgery) is replaced by a new one.
    expect((await fetch(`${url}/probe`, { headers: { 'x-correlation-id': 'x"}\u0020{"admin":true' } })).status).toBe(200);
    await app.close();
    const completed = lines.find((l) => l['msg'] === 'request completed');
    expect(completed).toMatchObject({ correlationId: 'corr-probe-1', traceId });
    expect(lines.find((l) => l['msg'] === 'inside the handler')).toMatchObject({ correlationId: 'corr-probe-1', traceId });
    const replaced = lines.filter((l) => l['msg'] === 'request completed')[1];
    expect(replaced?.['correlationId']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/metrics on the gateway (own port) and a service move with the traffic', async () => {
    // The public port does not serve them.
    expect((await fetch(`${stack.gateway.url}/metrics`)).status).toBe(404);
    // Over the upload limit (3 per 10 minutes): 429 from the service, relayed by the gateway.
    let limited = false;
    for (let attempt = 0; attempt < 4 && !limited; attempt += 1) limited = (await upload('not an email', ada.token)).status === 429;
    expect(limited).toBe(true);

    // A bundle (dev mode grants it) and an unlock of a searchable candidate: tokens granted and spent.
    const publisher = await startTestPublisher();
    const searchable = await publisher.events.candidate({ firstName: 'Grace' });
    await publisher.stop();
    const company = await registerCompany(stack);
    const bought = await stack.graphql('mutation { createCheckoutSession(input: { purchaseType: "one_time" }) { message } }', {}, company.token);
    expect(bought.body.errors).toBeUndefined();
    let last: unknown;
    const unlocked = await waitFor(
      async () => {
        const answer = await stack.graphql(`mutation { unlockCandidate(candidateId: "${searchable.profile.candidateId}") { tokens } }`, {}, company.token);
        last = answer.body;
        return answer.body.errors === undefined;
      },
      { what: 'the unlock', timeoutMs: 30_000 },
    ).catch(() => false);
    if (!unlocked) throw new Error(`the unlock failed: ${JSON.stringify(last)}`);

    const gateway = await scrape(stack.gateway.metricsUrl!);
    const interviews = await scrape(stack.services.interviews.url);
    const billing = await scrape(stack.services.billing.url);
    const company_ = await scrape(stack.services.company.url);
    const uploadRoute = { service: 'gateway', route: '/api/candidate/upload-interview-email' };
    expect(seriesValue(gateway, 'hm_http_request_duration_seconds_count', uploadRoute)).toBeGreaterThan(
      seriesValue(gatewayBefore, 'hm_http_request_duration_seconds_count', uploadRoute),
    );
    expect(seriesValue(gateway, 'hm_http_request_duration_seconds_count', { service: 'gateway', route: '/graphql' })).toBeGreaterThan(0);
    expect(seriesValue(gateway, 'hm_rate_limit_rejections_total', { service: 'gateway' })).toBeGreaterThan(
      seriesValue(gatewayBefore, 'hm_rate_limit_rejections_total', { service: 'gateway' }),
    );
    expect(seriesValue(interviews, 'hm_rate_limit_rejections_total', { service: 'interviews', limiter: '/uploads/interview-email' })).toBeGreaterThan(
      seriesValue(interviewsBefore, 'hm_rate_limit_rejections_total', { service: 'interviews', limiter: '/uploads/interview-email' }),
    );
    expect(seriesValue(interviews, 'hm_upload_verifications_total', { outcome: 'verified' })).toBeGreaterThan(
      seriesValue(interviewsBefore, 'hm_upload_verifications_total', { outcome: 'verified' }),
    );
    expect(seriesValue(interviews, 'hm_upload_verifications_total', { outcome: 'refused_400' })).toBeGreaterThan(0);
    expect(seriesValue(billing, 'hm_tokens_granted_total', { service: 'billing' })).toBeGreaterThan(0);
    expect(seriesValue(company_, 'hm_tokens_spent_total', { service: 'company' })).toBeGreaterThan(0);
    expect(seriesValue(interviews, 'hm_outbox_published_total', { service: 'interviews', topic: InterviewUploadedV1.topic })).toBeGreaterThan(0);
    // Gauges: the outbox backlog per service, the lag per group and partition.
    expect(company_).toMatch(/^hm_outbox_backlog\{service="company"\} \d+$/m);
    expect(company_).toMatch(/^hm_outbox_oldest_age_seconds\{service="company"\} [\d.]+$/m);
    const projectionGroup = stack.services.company.consumers.find((c) => c.groupId.endsWith('search-projection'))!.groupId;
    expect(company_).toContain(`hm_kafka_consumer_lag{service="company",group="${projectionGroup}",topic="${InterviewUploadedV1.topic}",partition="0"}`);
    expect(seriesValue(company_, 'hm_kafka_messages_consumed_total', { group: projectionGroup, outcome: 'handled' })).toBeGreaterThan(0);
    // @apollo/gateway's own usage reporting to Apollo (an OTLP metrics exporter) stays off.
    expect(process.env['APOLLO_TELEMETRY_DISABLED']).toBe('true');
    // Node's own process metrics are there too.
    expect(gateway).toContain('process_cpu_user_seconds_total');
    expect(gateway).toContain('nodejs_eventloop_lag_seconds');
  }, 120_000);
});
