/**
 * Longest files first, also on a clean machine. Jest orders files by the durations it cached on
 * this machine, and by file size where it has none, which on a clean CI clone starts the slowest
 * files (browser tours, container journeys) last and leaves the other workers idle while they
 * finish. Where jest has no cached time, the durations recorded in deploy/local/test-durations.json
 * (by `npm run test:durations` after a full run) stand in.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sequencerModule from '@jest/test-sequencer';

// A CommonJS module whose class is its `default` export.
const Sequencer = sequencerModule.default ?? sequencerModule;
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function recorded() {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'deploy/local/test-durations.json'), 'utf8')).seconds ?? {};
  } catch {
    return {};
  }
}

export default class DurationSequencer extends Sequencer {
  constructor(...args) {
    super(...args);
    this.recorded = recorded();
  }

  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = this.recorded[relative(ROOT, test.path).split('\\').join('/')];
    return seconds == null ? undefined : seconds * 1000;
  }
}
