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
});
