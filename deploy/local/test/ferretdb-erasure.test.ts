import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import mongoose from 'mongoose';
import { freePort } from '@hiring/test-kit/infra';
import { waitFor } from '@hiring/service-kit/testing';

/**
 * Erased means unreadable in the files too (issue 31; docs/decisions/privacy-rights.md, step 1):
 * SQLite leaves a deleted row's bytes in the database file's free pages, and the WAL keeps the
 * page images it was written in. Our FerretDB launcher turns on secure_delete, truncates the WAL
 * at each reset and checkpoints it on a timer, so a deleted document's values disappear from
 * every file of the data directory, while FerretDB runs, within one checkpoint period.
 */
const INFRA = fileURLToPath(new URL('../infra.sh', import.meta.url));
let stateDir = '';
let env: NodeJS.ProcessEnv | undefined;
let client: InstanceType<typeof mongoose.mongo.MongoClient> | undefined;

const infra = (...args: string[]) => spawnSync('bash', [INFRA, ...args], { env, encoding: 'utf8' });

/** The files of the data directory (databases, WALs, shared memory) that hold `value`. */
function filesHolding(value: string): string[] {
  const dir = join(stateDir, 'ferretdb');
  const needle = Buffer.from(value);
  return readdirSync(dir).filter((name) => readFileSync(join(dir, name)).includes(needle));
}

describe('FerretDB from infra.sh forgets what was deleted', () => {
  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'hm-ferretdb-'));
    env = { ...process.env, HM_STATE_DIR: stateDir, MONGO_PORT: String(await freePort()), FERRETDB_BACKEND: 'sqlite', FERRETDB_CHECKPOINT_EVERY: '1s' };
    const started = infra('start', 'mongo');
    if (started.status !== 0) throw new Error(`infra.sh start mongo exited ${started.status}:\n${started.stderr}`);
    const url = /^export MONGO_URL=(\S+)$/m.exec(infra('env').stdout)?.[1]?.replace(/^'|'$/g, '') ?? '';
    client = await new mongoose.mongo.MongoClient(url, { serverSelectionTimeoutMS: 20_000 }).connect();
  }, 300_000);

  afterAll(async () => {
    await client?.close();
    if (!env) return; // never the default state directory's FerretDB
    infra('stop', 'mongo');
    rmSync(stateDir, { recursive: true, force: true });
  }, 60_000);

  it('leaves no byte of a deleted document in the database file or the WAL, while it runs', async () => {
    const people = client!.db('privacy_scan').collection<{ _id: string; name: string; phone: string; note: string }>('people');
    const name = `Zebulon-${randomUUID()}`;
    const phone = `+1-555-${randomUUID().slice(0, 8)}`;
    // Neighbours on the same pages, kept: the deletion must not take them along.
    const kept = Array.from({ length: 50 }, (_, i) => ({ _id: `kept-${i}`, name: `Kept ${i}`, phone: `kept-phone-${i}`, note: 'x'.repeat(200) }));
    await people.insertMany([...kept.slice(0, 25), { _id: 'erase-me', name, phone, note: 'y'.repeat(200) }, ...kept.slice(25)]);

    // The scan sees what is written (else "no hits" below would prove nothing).
    await waitFor(async () => filesHolding(name).length > 0, { what: 'the name in the data files', timeoutMs: 30_000 });

    expect((await people.deleteOne({ _id: 'erase-me' })).deletedCount).toBe(1);
    // Within a few checkpoint periods (1 s here); then the files that still hold them are the failure.
    await waitFor(async () => filesHolding(name).length === 0 && filesHolding(phone).length === 0, {
      what: 'no file holding the deleted values',
      timeoutMs: 30_000,
      intervalMs: 500,
    }).catch(() => undefined);
    expect({ name: filesHolding(name), phone: filesHolding(phone) }).toEqual({ name: [], phone: [] });
    expect(await people.countDocuments()).toBe(50);
    expect(filesHolding('kept-phone-49').length).toBeGreaterThan(0);
  }, 120_000);
});
