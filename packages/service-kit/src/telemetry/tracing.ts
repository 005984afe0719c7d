import {
  context,
  propagation,
  trace,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  createContextKey,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loggableUrl } from '../http/loggable-url.js';

/**
 * Tracing is off unless the standard OTLP variables ask for it (docs/decisions/telemetry.md): then
 * a tracer provider exports spans over OTLP/HTTP (JSON), and the choke points we own open spans by
 * hand. Off, nothing here is loaded or hooked, and the helpers return at their first check.
 */
let provider: { shutdown(): Promise<void>; forceFlush(): Promise<void> } | undefined;
let starting: Promise<boolean> | undefined;

export function tracingConfigured(env: Record<string, string | undefined> = process.env): boolean {
  if (env['OTEL_SDK_DISABLED'] === 'true') return false;
  if (env['OTEL_TRACES_EXPORTER'] === 'none') return false;
  return Boolean(env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']) || env['OTEL_SDK_DISABLED'] === 'false';
}

/** Whether spans are being recorded in this process. */
export function tracingEnabled(): boolean {
  return provider !== undefined;
}

/**
 * Starts the tracer provider when configured (once per process; later calls are no-ops). The
 * resource's `service.name` is `serviceName` unless OTEL_SERVICE_NAME says otherwise;
 * OTEL_RESOURCE_ATTRIBUTES, OTEL_EXPORTER_OTLP_* and OTEL_BSP_* are read by the SDK itself.
 */
export function startTracing(serviceName: string, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  if (!tracingConfigured(env)) return Promise.resolve(false);
  starting ??= (async () => {
    // Loaded only when on: the product's start-up and memory stay as they were otherwise.
    const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes, detectResources, envDetector }] = await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
    const resource = resourceFromAttributes({ 'service.name': serviceName }).merge(detectResources({ detectors: [envDetector] }));
    const tracerProvider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
    // Registers the AsyncLocalStorage context manager and the W3C trace-context propagator.
    tracerProvider.register();
    provider = tracerProvider;
    return true;
  })();
  return starting;
}

/** Sends what is buffered and stops (on shutdown; tests call it to flush). */
export async function stopTracing(): Promise<void> {
  const current = provider;
  provider = undefined;
  starting = undefined;
  await current?.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}

export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

const CORRELATION_KEY = createContextKey('hm.correlation-id');

/** The correlation id of the work in progress (tracing on only; null otherwise). */
export function activeCorrelationId(): string | undefined {
  if (!provider) return undefined;
  return context.active().getValue(CORRELATION_KEY) as string | undefined;
}

/** The W3C `traceparent` of the active span, for an event envelope or a header (tracing on only). */
export function activeTraceparent(): string | undefined {
  if (!provider) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier['traceparent'];
}

/** Puts the active trace context into outgoing headers (tracing on only). */
export function injectTraceHeaders(headers: Record<string, string>): void {
  if (provider) propagation.inject(context.active(), headers);
}

/** Same, for a Headers-like object (Apollo's subgraph requests). */
export function injectTraceHeadersInto(headers: { set(name: string, value: string): void }): void {
  if (provider) propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
}

/** The trace id of the active span, for a log line (tracing on only). */
export function activeTraceId(): string | undefined {
  if (!provider) return undefined;
  return trace.getActiveSpan()?.spanContext().traceId;
}

/**
 * The context a message's or an outbox row's `traceparent` names; a new trace without one. Never
 * the active context: background work (the relay's rounds, kafkajs' fetch loop) runs in whichever
 * request's context first started it, and must not be filed under that request.
 */
function contextFromTraceparent(traceparent: string | undefined): Context {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
}

/** Runs background work outside any request's trace (tracing on only). */
export function detached<T>(work: () => T): T {
  return provider ? context.with(ROOT_CONTEXT, work) : work();
}

/**
 * Runs `work` in a span: a child of `traceparent` when given (a Kafka message's), else the root of
 * a new trace. Without tracing it is just `work()`.
 */
export async function inSpan<T>(
  service: string,
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; traceparent?: string; correlationId?: string },
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!provider) return work(undefined);
  let parent = contextFromTraceparent(options.traceparent);
  if (options.correlationId) parent = parent.setValue(CORRELATION_KEY, options.correlationId);
  const span = trace.getTracer(service).startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent);
  return runIn(span, parent, () => work(span));
}

/** Runs `work` with `span` active under `parent`; the span records a failure and ends when it settles. */
async function runIn<T>(span: Span, parent: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Starts a child of the active span that the caller ends (mongoose hooks); none outside a span, so
 * pollers and background sweeps do not each open a trace of their own.
 */
export function startSpan(service: string, name: string, kind: SpanKind, attributes: Attributes): Span | undefined {
  if (!provider || !trace.getActiveSpan()) return undefined;
  return trace.getTracer(service).startSpan(name, { kind, attributes });
}

/**
 * Runs a call to another system (a search engine, an HTTP API) in a client span, a child of the
 * active span (none outside one), ended when the call settles.
 */
export async function inClientSpan<T>(service: string, name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  const span = startSpan(service, name, SpanKind.CLIENT, attributes);
  return span ? runIn(span, context.active(), work) : work();
}

/** Starts a span that the caller ends, a child of `traceparent` (a new trace without one). */
export function startSpanFrom(traceparent: string | undefined, service: string, name: string, kind: SpanKind, attributes: Attributes): Span | undefined {
  if (!provider) return undefined;
  return trace.getTracer(service).startSpan(name, { kind, attributes }, contextFromTraceparent(traceparent));
}

/** A span's context as a W3C `traceparent` value. */
export function traceparentOf(span: Span): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), carrier);
  return carrier['traceparent'];
}

const UNTRACED_ROUTES = new Set(['/health', '/metrics']);

declare module 'fastify' {
  interface FastifyRequest {
    otelSpan?: Span;
  }
}

/**
 * A server span per HTTP request, continuing the caller's `traceparent`, and the request's
 * handler run inside it (so database calls and events recorded there join the trace). Registered
 * only when tracing is on.
 */
export function registerRequestSpans(app: FastifyInstance, service: string): void {
  if (!provider) return;
  const tracer = trace.getTracer(service);
  app.addHook('onRequest', (request, _reply, done) => {
    // Probes and scrapes every few seconds would each be a trace of their own.
    if (UNTRACED_ROUTES.has(request.routeOptions.url ?? '')) return done();
    const parent = propagation.extract(context.active(), request.headers).setValue(CORRELATION_KEY, request.id);
    request.otelSpan = tracer.startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unknown route'}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'url.path': loggableUrl(request.url.split('?')[0] ?? ''), 'hm.correlation_id': request.id },
      },
      parent,
    );
    done();
  });
  // After the body is read (its stream events run outside any context): the handler starts from
  // `done`, synchronously, so it and everything it awaits run inside the span.
  app.addHook('preHandler', (request, _reply, done) => {
    const span = request.otelSpan;
    if (!span) return done();
    const parent = propagation.extract(context.active(), request.headers).setValue(CORRELATION_KEY, request.id);
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onError', (request, _reply, error, done) => {
    request.otelSpan?.recordException(error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = request.otelSpan;
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}

/** The trace id of a request's span, for its log line. */
export function traceIdOf(request: FastifyRequest): string | undefined {
  return request.otelSpan?.spanContext().traceId;
}

export { SpanKind };
