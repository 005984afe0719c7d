import { describe, expect, it } from '@jest/globals';
import { SharedLoad } from './shared-load.js';

describe('SharedLoad', () => {
  it('50 concurrent calls after an expiry do one load, and a failed load is tried again', async () => {
    let now = 0;
    let loads = 0;
    let fail = false;
    const shared = new SharedLoad(
      async () => {
        loads += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error('down');
        return loads;
      },
      1000,
      () => now,
    );
    expect(new Set(await Promise.all(Array.from({ length: 50 }, () => shared.get())))).toEqual(new Set([1]));
    expect(loads).toBe(1);
    now = 999;
    await shared.get();
    expect(loads).toBe(1);
    now = 1000;
    expect(new Set(await Promise.all(Array.from({ length: 50 }, () => shared.get())))).toEqual(new Set([2]));
    expect(loads).toBe(2);
    now = 5000;
    fail = true;
    await expect(Promise.all(Array.from({ length: 50 }, () => shared.get()))).rejects.toThrow('down');
    expect(loads).toBe(3);
    fail = false;
    await expect(shared.get()).resolves.toBe(4);
  });
});
