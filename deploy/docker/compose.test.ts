import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ZodType } from 'zod';
import { authConfigShape } from '@hiring/auth';
import { candidateConfigShape } from '@hiring/candidate';
import { interviewsConfigShape } from '@hiring/interviews';
import { companyConfigShape } from '@hiring/company';
import { billingConfigShape } from '@hiring/billing';
import { ingestionConfigShape } from '@hiring/ingestion';
import { gatewayConfigShape } from '@hiring/gateway';

/**
 * docker-compose.yml cannot run on machines without a Docker engine, so this keeps it honest:
 * one compose service per workspace, built from that workspace, with exactly the environment its
 * configuration reads (nothing unknown, nothing required missing), plus the OpenTelemetry SDK's
 * own variable (read by the tracing SDK, not by the configuration).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8'), { merge: true }) as {
  services: Record<
    string,
    {
      build?: { args?: Record<string, string>; dockerfile?: string };
      environment?: Record<string, unknown>;
      depends_on?: Record<string, unknown>;
      image?: string;
      volumes?: string[];
      ports?: string[];
    }
  >;
};
const workspaces = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { workspaces: string[] }).workspaces;

/** Read by packages/service-kit's tracing (the OpenTelemetry SDK), not by a configuration shape. */
const TELEMETRY_VARIABLES = ['OTEL_EXPORTER_OTLP_ENDPOINT'];

const shapes: Record<string, { workspace: string; shape: Record<string, ZodType> }> = {
  auth: { workspace: 'services/auth', shape: authConfigShape },
  candidate: { workspace: 'services/candidate', shape: candidateConfigShape },
  interviews: { workspace: 'services/interviews', shape: interviewsConfigShape },
  company: { workspace: 'services/company', shape: companyConfigShape },
  billing: { workspace: 'services/billing', shape: billingConfigShape },
  ingestion: { workspace: 'services/ingestion', shape: ingestionConfigShape },
  gateway: { workspace: 'gateway', shape: gatewayConfigShape },
};

describe('docker-compose.yml', () => {
  it('has one service per runnable workspace, built from it', () => {
    const runnable = workspaces.filter((w) => w.startsWith('services/') || w === 'gateway');
    expect(
      Object.values(shapes)
        .map((s) => s.workspace)
        .sort(),
    ).toEqual(runnable.sort());
    for (const [name, { workspace }] of Object.entries(shapes)) {
      expect(compose.services[name]?.build?.args?.['WORKSPACE']).toBe(workspace);
    }
  });

  it.each(Object.keys(shapes))('gives %s exactly the variables its configuration reads, and every required one', (name) => {
    const { shape } = shapes[name]!;
    const environment = Object.keys(compose.services[name]?.environment ?? {});
    const known = Object.keys(shape);
    expect(environment.filter((key) => !known.includes(key) && !TELEMETRY_VARIABLES.includes(key))).toEqual([]);
    const required = known.filter((key) => !shape[key]!.safeParse(undefined).success);
    expect(required.filter((key) => !environment.includes(key))).toEqual([]);
  });

  it('has no default for a shared secret: compose refuses to start until JWT_SECRET is given', () => {
    const raw = readFileSync(`${root}docker-compose.yml`, 'utf8');
    const secrets = [...raw.matchAll(/^[ \t]*JWT_SECRET:[ \t]*(\S.*)$/gm)].map((m) => m[1]!.trim());
    expect(secrets.length).toBeGreaterThan(0);
    for (const value of secrets) expect(value).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
  });

  it('runs the network trust settings: internal credential everywhere, Kafka SASL/SCRAM, MongoDB users, TRUST_PROXY on the gateway', () => {
    for (const name of Object.keys(shapes)) {
      expect(String(compose.services[name]!.environment!['INTERNAL_API_SECRET'])).toMatch(/^\$\{INTERNAL_API_SECRET:\?/);
    }
    for (const name of Object.keys(shapes).filter((n) => n !== 'gateway')) {
      const env = compose.services[name]!.environment!;
      expect(env['KAFKA_SASL_MECHANISM']).toBe('scram-sha-512');
      expect(String(env['KAFKA_SASL_PASSWORD'])).toMatch(/^\$\{KAFKA_PASSWORD:\?/);
      expect(String(env['MONGO_URL'])).toMatch(/^mongodb:\/\/hm:\$\{MONGO_PASSWORD:\?[^}]+\}@mongo:27017\//);
    }
    expect(compose.services['gateway']!.environment!['TRUST_PROXY']).toBeDefined();
    expect(JSON.stringify(compose.services['kafka'])).toContain('SCRAM-SHA-512');
  });

  it('runs the infrastructure the services need: MongoDB as a replica set, Kafka, stripe-mock, an SMTP server', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['mongo', 'kafka', 'stripe-mock', 'mailpit']));
    const mongo = JSON.stringify(compose.services['mongo']);
    expect(mongo).toContain('--replSet');
    for (const name of Object.keys(shapes).filter((n) => n !== 'gateway')) {
      expect(String(compose.services[name]!.environment!['MONGO_URL'])).toContain('mongo:27017');
      expect(String(compose.services[name]!.environment!['KAFKA_BROKERS'])).toBe('kafka:9092');
    }
  });

  it('sends the traces of every process to the collector, which runs deploy/telemetry/otel-collector.yaml and forwards to Zipkin', () => {
    for (const name of Object.keys(shapes)) {
      expect(String(compose.services[name]!.environment!['OTEL_EXPORTER_OTLP_ENDPOINT'])).toBe('${OTEL_EXPORTER_OTLP_ENDPOINT-http://otel-collector:4318}');
    }
    expect(compose.services['otel-collector']?.volumes).toContain('./deploy/telemetry/otel-collector.yaml:/etc/otelcol-contrib/config.yaml:ro');
    const collector = parse(readFileSync(`${root}deploy/telemetry/otel-collector.yaml`, 'utf8')) as {
      exporters: Record<string, { endpoint?: string }>;
      service: { pipelines: { traces: { exporters: string[] } } };
    };
    expect(collector.service.pipelines.traces.exporters).toEqual(['zipkin']);
    expect(collector.exporters['zipkin']?.endpoint).toContain('http://zipkin:9411/api/v2/spans');
    expect(compose.services['zipkin']?.ports).toEqual(['127.0.0.1:${ZIPKIN_PORT:-9411}:9411']);
  });
});
