import { afterEach, describe, expect, it } from '@jest/globals';
import { createTaskPool, resolveWorkerModule, TaskPoolError, type TaskPool } from './task-pool.js';
import type { ProbeTask } from './testing/probe.worker.js';

// Named as the built code names it (`.js` next to the module): under jest the `.ts` source runs through tsx.
const probe = new URL('./testing/probe.worker.js', import.meta.url);

const pools: TaskPool<ProbeTask, string | number>[] = [];
function pool(options: Partial<{ timeoutMs: number; maxOldGenerationSizeMb: number; maxThreads: number; maxQueue: number }> = {}) {
  const created = createTaskPool<ProbeTask, string | number>({ worker: probe, maxThreads: 1, timeoutMs: 15_000, maxOldGenerationSizeMb: 64, ...options });
  pools.push(created);
  return created;
}

async function failureOf(promise: Promise<unknown>): Promise<TaskPoolError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TaskPoolError) return error;
    throw error;
  }
  throw new Error('the task answered');
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe('createTaskPool', () => {
  it('runs a task from a source worker module under tsx', async () => {
    expect(resolveWorkerModule(probe)).toEqual({ filename: expect.stringMatching(/probe\.worker\.ts$/), execArgv: ['--import', 'tsx'] });
    expect(await pool().run({ kind: 'echo', value: 'hello' })).toBe('hello');
  });

  it('terminates the worker of a task over its time budget and keeps answering with a new one', async () => {
    const tasks = pool({ timeoutMs: 3_000 });
    const before = await tasks.run({ kind: 'thread' });
    const failure = await failureOf(tasks.run({ kind: 'endless' }));
    expect(failure.kind).toBe('timeout');
    expect(failure.message).toMatch(/worker was terminated/);
    // One thread only: the endless task's worker is gone, a new thread answers.
    const after = await tasks.run({ kind: 'thread' });
    expect(after).not.toBe(before);
    expect(await tasks.run({ kind: 'echo', value: 'still here' })).toBe('still here');
  });

  it('answers other tasks while one spins on another thread', async () => {
    const tasks = pool({ timeoutMs: 4_000, maxThreads: 2 });
    const endless = failureOf(tasks.run({ kind: 'endless' }));
    expect(await tasks.run({ kind: 'echo', value: 'meanwhile' })).toBe('meanwhile');
    expect((await endless).kind).toBe('timeout');
  });

  it('maps a memory cap, a dying worker, a thrown error and an abort to typed failures', async () => {
    const tasks = pool({ maxOldGenerationSizeMb: 32 });
    expect((await failureOf(tasks.run({ kind: 'hog-memory' }))).kind).toBe('out-of-memory');
    expect((await failureOf(tasks.run({ kind: 'exit' }))).kind).toBe('crashed');
    const thrown = await failureOf(tasks.run({ kind: 'throw', message: 'bad input' }));
    expect([thrown.kind, thrown.message]).toEqual(['failed', 'bad input']);
    const controller = new AbortController();
    const aborted = failureOf(tasks.run({ kind: 'endless' }, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 200);
    expect((await aborted).kind).toBe('aborted');
    expect(await tasks.run({ kind: 'echo', value: 'after all that' })).toBe('after all that');
  });

  it('refuses tasks after close, even while one spins', async () => {
    const tasks = pool({ timeoutMs: 60_000 });
    const running = failureOf(tasks.run({ kind: 'endless' }));
    // Deliberate: close while the task is (most likely) already spinning in its worker; either way it must end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await tasks.close();
    expect(['closed', 'crashed']).toContain((await running).kind);
    expect((await failureOf(tasks.run({ kind: 'echo', value: 'x' }))).kind).toBe('closed');
  });
});
