import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { TEST_JWT_SECRET, uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { postGraphql } from '@hiring/test-kit/graphql';

/**
 * A service as production starts it (`node dist/main.js`, ESM, its own process) exports its spans
 * to the OTLP endpoint of the standard variables, named by OTEL_SERVICE_NAME with
 * OTEL_RESOURCE_ATTRIBUTES; its request log line names the trace and the correlation id.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Received {
  resource: Record<string, string | undefined>;
  spans: { traceId: string; name: string; kind: number }[];
}

let child: ChildProcess | undefined;
let close: (() => Promise<void>) | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await close?.();
});

describe('telemetry in a service process', () => {
  it('exports its spans over OTLP with its resource and logs the trace id', async () => {
    const received: Received[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: Received['spans'] }[] }[];
        };
        for (const entry of body.resourceSpans) {
          received.push({
            resource: Object.fromEntries(entry.resource.attributes.map((a) => [a.key, a.value.stringValue])),
            spans: entry.scopeSpans.flatMap((scope) => scope.spans),
          });
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));

    let output = '';
    child = spawn(process.execPath, ['services/auth/dist/main.js'], {
      cwd: ROOT,
      env: {
        PATH: process.env['PATH'],
        MONGO_URL: process.env['MONGO_URL'],
        KAFKA_BROKERS: process.env['KAFKA_BROKERS'],
        MONGO_DB: `auth_${uniqueSuffix()}`,
        KAFKA_GROUP_PREFIX: `test-${uniqueSuffix()}.`,
        KAFKA_NEW_GROUP_OFFSET: 'latest',
        JWT_SECRET: TEST_JWT_SECRET,
        PORT: '0',
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        OTEL_SERVICE_NAME: 'auth-probe',
        OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=test',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const address = await waitFor(async () => /"address":"(http:\/\/[^"]+)".*service listening/.exec(output)?.[1], {
      what: 'the service to listen',
      timeoutMs: 60_000,
    });

    const correlationId = `probe-${uniqueSuffix()}`;
    const answer = await postGraphql(address, '{ __typename }', { headers: { 'x-correlation-id': correlationId } });
    expect(answer.status).toBe(200);
    const spans = () => received.flatMap((r) => r.spans.map((span) => ({ ...span, resource: r.resource })));
    const request = await waitFor(async () => spans().find((span) => span.name === 'POST /graphql'), { what: 'the request span', timeoutMs: 30_000 });

    const line = output.split('\n').find((l) => l.includes(correlationId) && l.includes('request completed'));
    expect(line).toBeDefined();
    const logged = JSON.parse(line!) as { correlationId: string; traceId?: string };
    expect(logged.correlationId).toBe(correlationId);
    expect(request).toMatchObject({ traceId: logged.traceId, kind: 2, resource: { 'service.name': 'auth-probe', 'deployment.environment': 'test' } });
  }, 90_000);
});
