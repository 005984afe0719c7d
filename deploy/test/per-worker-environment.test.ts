/**
 * The tests' jest environment (packages/service-kit/test-support/per-worker-environment.mjs)
 * disables, when a file ends, the AsyncLocalStorage instances made while it ran (jest-circus makes
 * one per file and never disables it; on Node 20 each enabled one made every later promise of the
 * worker dearer). Checked in a child process, so this worker's own environment is left alone: a
 * storage made between setup and teardown no longer carries its store into async work that
 * outlives the file; one made before keeps it (the positive control); the class is restored.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const ENVIRONMENT = fileURLToPath(new URL('../../packages/service-kit/test-support/per-worker-environment.mjs', import.meta.url));

const PROBE = `
import asyncHooks from 'node:async_hooks';
const { default: Environment } = await import(process.argv[1]);
const original = asyncHooks.AsyncLocalStorage;
const environment = new Environment(
  { globalConfig: {}, projectConfig: { testEnvironmentOptions: {}, fakeTimers: {} } },
  { console, docblockPragmas: {}, testPath: '/probe.test.ts' },
);
const before = new asyncHooks.AsyncLocalStorage();
await environment.setup();
const during = new asyncHooks.AsyncLocalStorage(); // as jest-circus makes its own
/** The store as async work started inside run() sees it 20 ms later, after teardown. */
function later(storage) {
  let seen;
  storage.run('the file', () => {
    seen = new Promise((resolve) => setTimeout(resolve, 20)).then(() => storage.getStore() ?? null);
  });
  return seen;
}
const [fromBefore, fromDuring] = [later(before), later(during)];
await environment.teardown();
console.log(JSON.stringify({ before: await fromBefore, during: await fromDuring, restored: asyncHooks.AsyncLocalStorage === original }));
`;

describe('the per-worker jest environment', () => {
  it('disables the storages a file made when it ends, and only those', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', PROBE, ENVIRONMENT], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    expect(JSON.parse(stdout)).toEqual({ before: 'the file', during: null, restored: true });
  });
});
