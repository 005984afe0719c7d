import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { rawStorageHits } from './raw-storage.js';

const root = mkdtempSync(join(tmpdir(), 'hm-raw-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('rawStorageHits', () => {
  it('finds a value as text and as base64 at every alignment, in nested folders and across read chunks', () => {
    const value = 'Zebulon-7f3a9c Quist';
    mkdirSync(join(root, 'kafka', 'topic-0'), { recursive: true });
    writeFileSync(join(root, 'db.sqlite'), Buffer.concat([Buffer.alloc(1000, 1), Buffer.from(value), Buffer.alloc(1000, 2)]));
    for (const lead of ['', 'a', 'ab']) {
      const email = Buffer.from(`From: x\r\n\r\n${lead}Hello ${value}, thanks`).toString('base64');
      writeFileSync(join(root, 'kafka', 'topic-0', `segment-${lead.length}.log`), `{"rawEmailBase64":"${email}"}`);
    }
    // The value straddles the 4 MiB chunk boundary of the reader.
    const big = Buffer.alloc(4 * 1024 * 1024 + 64, 0x20);
    Buffer.from(value).copy(big, 4 * 1024 * 1024 - 5);
    writeFileSync(join(root, 'big.bin'), big);
    writeFileSync(join(root, 'other.txt'), 'nothing to see');

    const hits = rawStorageHits([root, join(root, 'missing')], [value, 'never-written-value']);
    const seen = hits.map((hit) => `${hit.file.slice(root.length + 1)}:${hit.form}`).sort();
    expect(seen).toEqual([
      'big.bin:text',
      'db.sqlite:text',
      'kafka/topic-0/segment-0.log:base64',
      'kafka/topic-0/segment-1.log:base64',
      'kafka/topic-0/segment-2.log:base64',
    ]);
    expect(hits.every((hit) => hit.value === value)).toBe(true);
  });

  it('finds a value after zeroed space, and does not read Kafka offset and time indexes', () => {
    const dir = join(root, 'zeros');
    mkdirSync(join(dir, 'topic-0'), { recursive: true });
    const value = 'Quilla-0c4e1b Marsh';
    // Preallocated space before the value, the length of two read chunks and a bit.
    const padded = Buffer.alloc(9 * 1024 * 1024);
    Buffer.from(value).copy(padded, padded.length - 100);
    writeFileSync(join(dir, 'topic-0', '00000000000000000000.log'), padded);
    // Index files hold offsets, positions and timestamps only; these are skipped by name.
    writeFileSync(join(dir, 'topic-0', '00000000000000000000.index'), value);
    writeFileSync(join(dir, 'topic-0', '00000000000000000000.timeindex'), value);
    expect(rawStorageHits([dir], [value]).map((hit) => hit.file.slice(dir.length + 1))).toEqual(['topic-0/00000000000000000000.log']);
  });
});
