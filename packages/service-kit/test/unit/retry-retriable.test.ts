import { describe, expect, it } from '@jest/globals';
import { KafkaJSNonRetriableError } from 'kafkajs';
import { retryRetriable } from '@hiring/service-kit';

/** The error a broker answers group requests with while it loads the group's coordinator. */
const loading = () =>
  Object.assign(new Error("The coordinator is loading and hence can't process requests for this group"), {
    type: 'COORDINATOR_LOAD_IN_PROGRESS',
    retriable: true,
  });

describe('retryRetriable', () => {
  it('asks again while the broker answers a retriable error, then returns the answer', async () => {
    let calls = 0;
    const answer = await retryRetriable(async () => {
      calls += 1;
      if (calls < 3) throw loading();
      return 'offsets';
    });
    expect(answer).toBe('offsets');
    expect(calls).toBe(3);
  });

  it('gives up at once on an error that is not retriable, and after the limit on one that is', async () => {
    let calls = 0;
    await expect(
      retryRetriable(async () => {
        calls += 1;
        throw new KafkaJSNonRetriableError('bad request');
      }),
    ).rejects.toThrow('bad request');
    expect(calls).toBe(1);
    await expect(retryRetriable(async () => Promise.reject(loading()), 500)).rejects.toThrow('coordinator is loading');
  });
});
