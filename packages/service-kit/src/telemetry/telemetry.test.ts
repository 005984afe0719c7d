import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { activeTraceparent, registerRequestSpans, startTracing, tracingConfigured, tracingEnabled } from './tracing.js';

describe('tracing switch', () => {
  it('is on only when an OTLP endpoint is configured or OTEL_SDK_DISABLED=false, and never with OTEL_SDK_DISABLED=true', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_SERVICE_NAME: 'x' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingConfigured({ OTEL_SDK_DISABLED: 'false' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });

  it('off, it starts nothing and adds no request hooks', async () => {
    expect(await startTracing('probe', {})).toBe(false);
    expect(tracingEnabled()).toBe(false);
    expect(activeTraceparent()).toBeUndefined();
    const hooksOf = async (register: (app: ReturnType<typeof Fastify>) => void) => {
      const app = Fastify();
      register(app);
      app.get('/x', async () => 'ok');
      await app.ready();
      const printed = app.printRoutes({ includeHooks: true });
      await app.close();
      return printed.split('\n').filter((line) => /onRequest|preHandler|onResponse/.test(line)).length;
    };
    expect(await hooksOf((app) => registerRequestSpans(app, 'probe'))).toBe(0);
    // (the count sees hooks when there are some)
    expect(await hooksOf((app) => app.addHook('onRequest', async () => undefined))).toBeGreaterThan(0);
  });
});
