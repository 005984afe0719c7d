import { readEmail, readerDeps, type ReadEmailTask, type ReaderDeps, type ReaderSettings } from './read-email.task.js';

// One resolver and extractor per worker thread and settings (every task carries the same ones).
const cache = new Map<string, ReaderDeps>();

export default function run(task: ReadEmailTask & { settings: ReaderSettings }) {
  const key = JSON.stringify(task.settings);
  let deps = cache.get(key);
  if (!deps) {
    deps = readerDeps(task.settings);
    cache.set(key, deps);
  }
  return readEmail(deps, task);
}
