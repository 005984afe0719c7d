import { describe, expect, it } from '@jest/globals';
import { KeyedLanes } from './keyed-lanes.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyedLanes', () => {
  it('runs one task at a time per key, in order, and keys side by side', async () => {
    const lanes = new KeyedLanes();
    const running = new Map<string, number>();
    let maxPerKey = 0;
    let maxOverall = 0;
    const order: string[] = [];
    const task = (key: string, n: number) => async () => {
      running.set(key, (running.get(key) ?? 0) + 1);
      maxPerKey = Math.max(maxPerKey, running.get(key)!);
      maxOverall = Math.max(
        maxOverall,
        [...running.values()].reduce((a, b) => a + b, 0),
      );
      await tick();
      order.push(`${key}${n}`);
      running.set(key, running.get(key)! - 1);
      return n;
    };
    const results = await Promise.all([1, 2, 3].flatMap((n) => [lanes.run('a', task('a', n)), lanes.run('b', task('b', n))]));
    expect(results).toEqual([1, 1, 2, 2, 3, 3]);
    expect(maxPerKey).toBe(1);
    expect(maxOverall).toBe(2);
    expect(order.filter((o) => o.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    expect(lanes.busyKeys).toBe(0);
  });

  it('a failing task fails alone and the lane goes on', async () => {
    const lanes = new KeyedLanes();
    const failed = lanes.run('k', async () => {
      throw new Error('boom');
    });
    const next = lanes.run('k', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
