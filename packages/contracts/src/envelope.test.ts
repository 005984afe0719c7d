import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { createEnvelope, defineEvent, parseEnvelope } from './envelope.js';
import { ALL_EVENTS, ALL_TOPICS } from './topics.js';

const Sample = defineEvent({ type: 'SampleHappened', version: 1, topic: 'test.sample.happened.v1', payload: z.object({ n: z.number() }) });

describe('event envelope', () => {
  it('wraps a valid payload with id, type, version, time and correlation id', () => {
    const envelope = createEnvelope(Sample, { aggregateId: 'a1', payload: { n: 1 } });
    expect(envelope).toMatchObject({ type: 'SampleHappened', version: 1, aggregateId: 'a1', payload: { n: 1 } });
    expect(envelope.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(envelope.correlationId).toBe(envelope.id);
    expect(new Date(envelope.occurredAt).toISOString()).toBe(envelope.occurredAt);
  });

  it('carries an optional W3C traceparent; events without one (older ones) still parse', () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const traced = createEnvelope(Sample, { aggregateId: 'a1', payload: { n: 1 }, correlationId: 'c1', traceparent });
    expect(parseEnvelope(Sample, JSON.parse(JSON.stringify(traced)))).toMatchObject({ traceparent, correlationId: 'c1' });
    const old = createEnvelope(Sample, { aggregateId: 'a1', payload: { n: 1 } });
    expect('traceparent' in old).toBe(false);
    const parsed = parseEnvelope(Sample, JSON.parse(JSON.stringify(old)));
    expect(parsed.traceparent).toBeUndefined();
    expect(parsed.payload).toEqual({ n: 1 });
  });

  it('refuses to create an event whose payload breaks the contract', () => {
    expect(() => createEnvelope(Sample, { aggregateId: 'a1', payload: { n: 'one' } as unknown as { n: number } })).toThrow();
  });

  it('parses its own output and rejects another type or version', () => {
    const envelope = createEnvelope(Sample, { aggregateId: 'a1', payload: { n: 2 }, correlationId: 'c1' });
    expect(parseEnvelope(Sample, JSON.parse(JSON.stringify(envelope)))).toEqual(envelope);
    expect(() => parseEnvelope(Sample, { ...envelope, version: 2 })).toThrow(/Expected SampleHappened v1/);
    expect(() => parseEnvelope(Sample, { ...envelope, id: 'not-a-uuid' })).toThrow();
  });

  it('only accepts versioned <domain>.<entity>.<event>.v<N> topics', () => {
    expect(() => defineEvent({ type: 'X', version: 1, topic: 'UserRegistered', payload: z.object({}) })).toThrow();
    expect(() => defineEvent({ type: 'X', version: 2, topic: 'a.b.c.v1', payload: z.object({}) })).toThrow();
    for (const topic of ALL_TOPICS) expect(topic).toMatch(/^[a-z]+\.[a-z-]+\.[a-z-]+\.v\d+$/);
    expect(new Set(ALL_EVENTS.map((e) => e.type)).size).toBe(ALL_EVENTS.length);
  });
});
