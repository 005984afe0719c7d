// Writes deploy/local/test-durations.json from the last run's artifacts/jest-results.json: each
// test file's duration in seconds, which the duration sequencer (jest.config.js) uses to start the
// longest files first on a machine without jest's own timing cache.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The checkout whose run is read (default this one), e.g. the clone CI ran in.
const from = process.argv[2] ? `${process.argv[2].replace(/\/$/, '')}/` : root;
const results = JSON.parse(readFileSync(`${from}artifacts/jest-results.json`, 'utf8'));
const seconds = Object.fromEntries(
  results.testResults.map((r) => [relative(from, r.name), Math.round((r.endTime - r.startTime) / 100) / 10]).sort(([a], [b]) => (a < b ? -1 : 1)),
);
const out = `${root}deploy/local/test-durations.json`;
writeFileSync(out, `${JSON.stringify({ recordedAt: new Date(results.startTime).toISOString(), seconds }, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files' durations written to ${relative(root, out)}`);
