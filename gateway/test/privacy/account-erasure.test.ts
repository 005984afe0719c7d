import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ACCOUNT_ERASURE_MESSAGES,
  ALL_EVENTS,
  deadLetterTopic,
  personKeyId,
  CandidateUnlockedV1,
  UserRegisteredV1,
  DATA_EXPORT_MESSAGES,
  ErasureRequestedV1,
  PERSONAL_DATA_PATH,
  PERSONAL_DATA_SERVICES,
  type PersonalDataRecord,
} from '@hiring/contracts';
import { createLogger } from '@hiring/service-kit';
import { waitFor, watchTopic } from '@hiring/service-kit/testing';
import { rebuildSearchProjection, type CompanyConfig } from '@hiring/company';
import { registerCandidate, uploadEml, waitForUploadAddress, TEST_INTERNAL_SECRET, type Stack, type RegisteredUser } from '@hiring/test-kit/stack';
import { rawFileHits, rawStorageHits, testStorageDirs } from '@hiring/test-kit/infra';
import { distinctValues, privacyWorld, type PrivacyWorld } from './support.js';

/**
 * "Delete my account" on the whole back end (docs/decisions/privacy-rights.md#erasure): the
 * password again, every session ended at once, every service's part erased (what each service's
 * export section holds is empty), the account gone last, companies keeping what they paid for
 * without the person, and the same address and emails free for a new account.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const distinct = distinctValues('Eraser');

let world: PrivacyWorld;
let stack: Stack;
let publisher: PrivacyWorld['publisher'];
let candidate: RegisteredUser;
let company: RegisteredUser;
let email: Buffer;
let apiKeySecret = '';

const post = (path: string, body: unknown, token?: string) => stack.rest<Json>('POST', path, body, token);
const get = (path: string, token?: string) => stack.rest<Json>('GET', path, undefined, token);

/** What one service still holds about the person: its export section, asked with the gateway's credential. */
async function sectionOf(service: string, userId: string): Promise<Record<string, PersonalDataRecord[] | PersonalDataRecord | null>> {
  const services = stack.services as unknown as Record<string, { url: string }>;
  const response = await fetch(`${services[service]!.url}${PERSONAL_DATA_PATH}/${userId}`, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, PersonalDataRecord[] | PersonalDataRecord | null>;
}

/** Every non-empty collection of every section (a list with rows, a record that is there). */
async function remaining(userId: string, ignore: string[] = []) {
  const left: string[] = [];
  for (const service of PERSONAL_DATA_SERVICES) {
    for (const [collection, value] of Object.entries(await sectionOf(service, userId))) {
      const held = Array.isArray(value) ? value.length > 0 : value !== null;
      if (held && !ignore.includes(`${service}.${collection}`)) left.push(`${service}.${collection}`);
    }
  }
  return left;
}

const accountGone = async (userId: string) => (await stack.services.auth.connection.collection('users').countDocuments({ _id: userId as never })) === 0;

/**
 * What of these values any database file or Kafka log of the run still holds, once FerretDB
 * checkpointed its write-ahead logs (every 20 s): the files that held something are read
 * again until they hold nothing, then every file once more.
 */
async function settledHits(values: string[]) {
  const dirs = testStorageDirs();
  const until = Date.now() + 120_000;
  let hits = rawStorageHits(dirs, values);
  for (;;) {
    while (hits.length > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      hits = rawFileHits([...new Set(hits.map((hit) => hit.file))], values);
    }
    if (hits.length > 0) break;
    hits = rawStorageHits(dirs, values);
    if (hits.length === 0 || Date.now() >= until) break;
  }
  return hits.map((hit) => `${hit.value} in ${hit.file} (${hit.form})`);
}

/**
 * The salary as FerretDB's SQLite files hold it (documents as JSON text: `"expectedBaseSalary":123456,`).
 * A bare six-digit number turns up anywhere (inside timestamps, offsets); with its key's tail it does not.
 */
const storedSalary = () => `alary":${distinct.salary}`;

beforeAll(async () => {
  world = await privacyWorld(distinct);
  ({ stack, publisher, candidate, company, email, apiKeySecret } = world);
  // The scan below looks where the data is: before the erasure it finds the person there, salary included.
  const before = rawStorageHits(testStorageDirs(), [distinct.lastName, candidate.email, storedSalary()]);
  expect(before.length).toBeGreaterThan(0);
  expect(before.map((hit) => hit.value)).toContain(storedSalary());
}, 300_000);

afterAll(() => world?.stop());

describe('deleting a candidate account', () => {
  it('needs a session and the password, with the product texts', async () => {
    expect((await post('/api/me/delete', { password: candidate.password })).status).toBe(401);
    const wrong = await post('/api/me/delete', { password: 'Not-the-password1!' }, candidate.token);
    expect([wrong.status, wrong.body['error']]).toEqual([400, DATA_EXPORT_MESSAGES.passwordWrong]);
    expect(await remaining(candidate.user.id)).toEqual(expect.arrayContaining(['auth.account', 'candidate.profile', 'interviews.interviews']));
  });

  it('ends the sessions at once, erases every service part and then the account', async () => {
    const answer = await post('/api/me/delete', { password: candidate.password }, candidate.token);
    expect(answer.body).toEqual({ success: true, message: ACCOUNT_ERASURE_MESSAGES.requested });
    expect((await get('/api/candidate/profile', candidate.token)).status).toBe(401);
    const login = await post('/api/login', { email: candidate.email, password: candidate.password });
    expect(login.status).toBe(401);

    await waitFor(() => accountGone(candidate.user.id), { what: 'the account row to go', timeoutMs: 60_000 });
    expect(await remaining(candidate.user.id)).toEqual([]);
    // The tombstone keeps the old token refused once the row is gone.
    expect((await get('/api/candidate/profile', candidate.token)).status).toBe(401);
    expect((await post('/api/login', { email: candidate.email, password: candidate.password })).status).toBe(401);
  });

  it('tells the companies that unlocked them (candidate.erased, the id only), once', async () => {
    const told = await world.receiver.waitFor('/hooks', 1, (hook) => hook.json.type === 'candidate.erased');
    expect(told[0]!.json.data).toEqual({ candidateId: candidate.user.id, erasedAt: expect.any(String) });
    expect(told[0]!.body).not.toContain(candidate.email);
    // The unlock's delivery, which carried the contact card, is gone from the company's log.
    const log = await stack.services.company.connection.collection('webhook_deliveries').find({ companyId: company.user.id }).toArray();
    expect(log.map((row) => row['eventType'])).toEqual(['candidate.erased']);
  });

  it('leaves companies the unlock they paid for, without the person, and out of search', async () => {
    expect((await get(`/api/company/search-candidates?skills=${distinct.skill}`, company.token)).body['candidates']).toEqual([]);
    expect((await get(`/api/company/candidate-details/${candidate.user.id}`, company.token)).status).toBe(404);
    const listed = await get('/api/company/unlocked-candidates', company.token);
    expect(listed.body['unlocked_candidates']).toEqual([expect.objectContaining({ candidate_id: candidate.user.id, tokens_spent: 10, deleted: true })]);
    const section = await sectionOf('company', company.user.id);
    expect(section['unlocks']).toEqual([expect.objectContaining({ candidateId: candidate.user.id, candidate: null })]);
    expect((section['walletEntries'] as PersonalDataRecord[]).map((entry) => entry['delta'])).toEqual([10, -10]);
    const raw = JSON.stringify(section);
    for (const value of [distinct.firstName, distinct.lastName, distinct.linkedin, candidate.email]) expect(raw).not.toContain(value);
  });

  it('leaves nothing of the person readable on Kafka, and a search rebuild from Kafka does not bring them back', async () => {
    const id = candidate.user.id;
    const { kafka, personKeys } = stack.services.auth;
    const sealed = ALL_EVENTS.filter((event) => event.personal);
    const admin = kafka.admin();
    await admin.connect();
    const existing = new Set(await admin.listTopics());
    await admin.disconnect();
    const raw: string[] = [];
    let opened = 0;
    for (const event of sealed) {
      for (const topic of [event.topic, deadLetterTopic(event.topic)].filter((name) => existing.has(name))) {
        const watcher = await watchTopic(kafka, event, { topic, keys: personKeys });
        await watcher.caughtUp();
        raw.push(...watcher.raw.map((message) => message.value));
        opened += watcher.events.filter((envelope) => JSON.stringify(envelope.payload).includes(id)).length;
        await watcher.stop();
      }
    }
    // Their registration, profile, addresses and interview went through Kafka, sealed under their key...
    const theirs = raw.filter((value) => value.includes(`"key":"${personKeyId.user(id)}"`));
    expect(theirs.length).toBeGreaterThanOrEqual(4);
    // ...which no longer opens anything, and no value of theirs was ever there in clear.
    expect((await personKeys.lookup([personKeyId.user(id)])).get(personKeyId.user(id))).toBeNull();
    expect(opened).toBe(0);
    const everything = raw.join('\n');
    for (const value of [distinct.firstName, distinct.lastName, distinct.linkedin, distinct.location, distinct.notes, distinct.skill, candidate.email]) {
      expect({ value, found: everything.includes(value) }).toEqual({ value, found: false });
    }

    await rebuildSearchProjection(stack.services.company.config as CompanyConfig, createLogger('rebuild', 'silent'));
    expect((await get(`/api/company/search-candidates?skills=${distinct.skill}`, company.token)).body['candidates']).toEqual([]);
    expect((await get(`/api/company/candidate-details/${id}`, company.token)).status).toBe(404);
  });

  it('leaves none of their values in any database file or Kafka log (raw storage, read as bytes)', async () => {
    // The tests above tried the old password after the erasure: like anyone's sign-in with any
    // address, that is counted under the address until its window ends and the sweep takes it.
    // (The person's own limits from before, their codes' tries among them, the erasure freed.)
    await stack.services.auth.connection.collection('limit_slots').deleteMany({ bucket: { $regex: `^login:.*${candidate.email.replace(/\./g, '\\.')}` } });
    expect(
      await settledHits([
        distinct.firstName,
        distinct.lastName,
        distinct.linkedin,
        distinct.location,
        distinct.notes,
        distinct.skill,
        candidate.email,
        storedSalary(),
      ]),
    ).toEqual([]);
  }, 150_000);

  it('does nothing more when the request is delivered again', async () => {
    await publisher.events.publish(ErasureRequestedV1, candidate.user.id, {
      userId: candidate.user.id,
      userType: 'candidate',
      requestedAt: new Date().toISOString(),
    });
    await stack.settled();
    expect(await remaining(candidate.user.id)).toEqual([]);
  });

  it('does not tell the companies twice', async () => {
    expect(world.receiver.on('/hooks').filter((hook) => hook.json.type === 'candidate.erased')).toHaveLength(1);
  });

  it('does not bring the person back when their old events are read again (a replay, a new group)', async () => {
    const id = candidate.user.id;
    await publisher.events.publish(UserRegisteredV1, id, {
      userId: id,
      email: candidate.email,
      userType: 'candidate',
      firstName: distinct.firstName,
      lastName: distinct.lastName,
      registeredAt: new Date().toISOString(),
      careerData: null,
      companyData: null,
    });
    await publisher.events.publish(CandidateUnlockedV1, id, {
      unlockId: `${company.user.id}:${id}`,
      companyId: company.user.id,
      candidateId: id,
      companyName: distinct.companyName,
      companyDomain: null,
      tokensSpent: 10,
      unlockedAt: new Date().toISOString(),
    });
    await stack.settled();
    expect(await remaining(id)).toEqual([]);
  });

  it('frees the address and the emails for a new account', async () => {
    const again = await registerCandidate(stack, { email: candidate.email, firstName: distinct.firstName });
    expect(again.user.id).not.toBe(candidate.user.id);
    await waitForUploadAddress(stack, again);
    const reupload = await uploadEml<Json>(stack.gateway.url, email, again.token);
    expect([reupload.status, reupload.body['success']]).toEqual([200, true]);
  });
});

describe('deleting a company account', () => {
  it('ends its sessions and keys, anonymises the profile and keeps the ledger', async () => {
    expect((await post('/api/me/delete', { password: company.password }, company.token)).status).toBe(200);
    expect((await get('/api/company/profile', company.token)).status).toBe(401);
    await waitFor(() => accountGone(company.user.id), { what: 'the company account to go', timeoutMs: 60_000 });
    const keyCall = await stack.graphql('{ companyTokens { tokens } }', {}, apiKeySecret);
    expect(keyCall.status).toBe(401);
    expect(
      await remaining(company.user.id, ['company.profile', 'company.walletEntries', 'company.unlocks', 'billing.account', 'interviews.employerDirectory']),
    ).toEqual([]);
    const section = await sectionOf('company', company.user.id);
    expect(section['profile']).toMatchObject({ email: '', firstName: '', lastName: '', workAddresses: [] });
    expect((section['walletEntries'] as PersonalDataRecord[]).length).toBe(2);
    expect(JSON.stringify(await sectionOf('billing', company.user.id))).not.toContain(company.email);
    // Nothing of the company's person in raw storage either (its name is the company's and stays).
    expect(await settledHits([company.email, distinct.keyName])).toEqual([]);
  }, 180_000);
});
