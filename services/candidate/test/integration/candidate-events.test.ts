import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CandidateProfileUpdatedV1, CandidateUnlockedV1, UserRegisteredV1, createEnvelope, type EventDefinition } from '@hiring/contracts';
import {
  outboxEventIds,
  startTestSmtpServer,
  testToken,
  uniqueSuffix,
  waitFor,
  watchTopic,
  type TestSmtpServer,
  eventsSettled,
} from '@hiring/service-kit/testing';
import { subgraphClient } from '@hiring/test-kit/graphql';
import { startCandidate, type CandidateService } from '../support/candidate-service.js';

/**
 * The candidate service alone on the real broker and database: the profile created from
 * UserRegistered (published as revision 1, once, however often the event comes), a profile stored
 * before revisions existed, and CandidateUnlocked (the candidate mailed once per unlock).
 */
const EVENT_WAIT_MS = 240_000;

let service: CandidateService;
let smtp: TestSmtpServer;

async function publish<T extends string, P>(definition: EventDefinition<T, P>, aggregateId: string, payload: P, id?: string) {
  const envelope = { ...createEnvelope(definition, { aggregateId, payload }), ...(id ? { id } : {}) };
  await service.producer.send({ topic: definition.topic, messages: [{ key: aggregateId, value: JSON.stringify(envelope) }] });
  return envelope;
}

function gql<T>(query: string, userId: string, email = `${userId}@example.test`) {
  return subgraphClient(service)<T>(query, { token: testToken({ userId, email }) });
}

function registered(userId: string, email: string, userType: 'candidate' | 'company' = 'candidate') {
  return {
    userId,
    email,
    userType,
    firstName: 'Ada',
    lastName: 'Lovelace',
    registeredAt: new Date().toISOString(),
    careerData:
      userType === 'candidate'
        ? {
            expectedBaseSalary: 150000,
            dreamScenarioBaseSalary: null,
            institution: 'University of London',
            degreeLevel: 'Bachelor',
            fieldOfStudy: 'Mathematics',
            workModel: 'remote',
            workLocation: 'London',
            isStrictlyRemote: true,
            linkedinUrl: null,
            jobFamily: null,
            jobTitle: null,
            currentCompany: 'Analytical Engines',
            yearsExperience: null,
            workExperiences: [
              { company: 'Analytical Engines', jobTitle: 'Engineer', startMonth: 1, startYear: 2020, endMonth: 7, endYear: 2021, isCurrent: false },
            ],
            skills: ['TypeScript'],
          }
        : null,
    companyData: userType === 'company' ? { companyName: 'Acme', industry: null, size: null, website: null } : null,
  };
}

const PROFILE = '{ myCandidateProfile { id revision firstName currentCompany yearsExperience skills } }';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  service = await startCandidate({ SMTP_URL: smtp.url });
}, 120_000);

afterAll(async () => {
  await service?.connection.dropDatabase().catch(() => undefined);
  await service?.stop();
  await smtp?.stop();
});

describe('profiles from UserRegistered', () => {
  it('creates revision 1 and publishes it once, however often the event arrives', async () => {
    const watcher = await watchTopic(service.kafka, CandidateProfileUpdatedV1);
    const userId = randomUUID();
    const payload = registered(userId, `ada.${uniqueSuffix()}@example.test`);
    const first = await publish(UserRegisteredV1, userId, payload);
    await publish(UserRegisteredV1, userId, payload, first.id); // a redelivery
    await publish(UserRegisteredV1, userId, payload); // the same registration published twice
    const profile = await waitFor(async () => (await gql<{ myCandidateProfile: { revision: number } | null }>(PROFILE, userId)).data?.myCandidateProfile, {
      what: 'the profile',
      timeoutMs: EVENT_WAIT_MS,
    });
    expect(profile).toEqual({ id: userId, revision: 1, firstName: 'Ada', currentCompany: 'Analytical Engines', yearsExperience: 1.5, skills: ['TypeScript'] });
    // One revision carrying one event, and that event on the topic (delivery is at least once, so
    // a copy of it may arrive twice). Other test files' candidate services see the same
    // UserRegistered on the shared broker and publish their own; only this service's count.
    expect(await service.connection.collection('candidate_profile_revisions').countDocuments({ candidateId: userId })).toBe(1);
    const published = await outboxEventIds(service.connection, 'candidate_profile_revisions', { candidateId: userId });
    expect(published.size).toBe(1);
    const mine = () => watcher.events.filter((e) => published.has(e.id));
    await waitFor(async () => mine().length > 0, { what: 'CandidateProfileUpdated', timeoutMs: EVENT_WAIT_MS });
    await watcher.stop();
    expect(mine()[0]!.payload).toMatchObject({ candidateId: userId, revision: 1, firstName: 'Ada' });
  }, 600_000);

  it('companies get no profile', async () => {
    const userId = randomUUID();
    await publish(UserRegisteredV1, userId, registered(userId, `hr.${uniqueSuffix()}@acme.test`, 'company'));
    await waitFor(async () => service.connection.collection('email_claims').findOne({ ownerId: userId }), {
      what: 'the login claim',
      timeoutMs: EVENT_WAIT_MS,
    });
    expect((await gql<{ myCandidateProfile: null }>(PROFILE, userId)).data?.myCandidateProfile).toBeNull();
  }, 600_000);

  it('a profile stored before revisions existed reads as revision 0 and changes to revision 1', async () => {
    const userId = randomUUID();
    const legacy = registered(userId, `legacy.${uniqueSuffix()}@example.test`);
    await service.connection.collection('candidate_profiles').insertOne({
      _id: userId as never,
      email: legacy.email,
      firstName: 'Old',
      lastName: 'Timer',
      career: legacy.careerData,
      yearsExperience: 1.5,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect((await gql<{ myCandidateProfile: { revision: number; firstName: string } }>(PROFILE, userId)).data?.myCandidateProfile).toMatchObject({
      revision: 0,
      firstName: 'Old',
    });
    const changed = await subgraphClient(service)(
      'mutation { updateCandidateProfile(input: { preferredLocation: "Paris" }) { message profile { revision preferredLocation firstName } } }',
      { token: testToken({ userId }) },
    );
    expect(changed.data).toEqual({
      updateCandidateProfile: { message: 'Career information updated successfully!', profile: { revision: 1, preferredLocation: 'Paris', firstName: 'Old' } },
    });
  });
});

describe('CandidateUnlocked', () => {
  it('mails the candidate once per unlock', async () => {
    const candidateId = randomUUID();
    const email = `unlocked.${uniqueSuffix()}@example.test`;
    await publish(UserRegisteredV1, candidateId, registered(candidateId, email));
    await waitFor(async () => (await gql<{ myCandidateProfile: unknown }>(PROFILE, candidateId)).data?.myCandidateProfile, {
      what: 'the profile',
      timeoutMs: EVENT_WAIT_MS,
    });

    const companyId = randomUUID();
    const unlock = {
      unlockId: `${companyId}:${candidateId}`,
      companyId,
      candidateId,
      companyName: 'Brightpath Labs',
      companyDomain: 'brightpath-labs.com',
      tokensSpent: 10,
      unlockedAt: new Date().toISOString(),
    };
    const since = new Date();
    await publish(CandidateUnlockedV1, candidateId, unlock);
    await publish(CandidateUnlockedV1, candidateId, unlock); // the same unlock again, as another event
    const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.receivedAt >= since, { what: 'the unlock mail', timeoutMs: EVENT_WAIT_MS });
    // Named with its proven domain (issue 27): a name alone proves nothing.
    expect(mail.subject).toBe('Brightpath Labs (brightpath-labs.com) unlocked your InterviewProof profile');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('Brightpath Labs (brightpath-labs.com) unlocked your profile');

    await waitFor(async () => (await service.connection.collection('unlock_notices').findOne({ _id: unlock.unlockId as never }))?.['notifiedAt'], {
      what: 'the notice marked',
    });
    await eventsSettled([service]);
    expect(smtp.messages.filter((m) => m.to.includes(email) && m.receivedAt >= since)).toHaveLength(1);
  }, 600_000);

  it('never mails the bare chosen name of a company without a proven domain', async () => {
    const candidateId = randomUUID();
    const email = `unlocked.bare.${uniqueSuffix()}@example.test`;
    await publish(UserRegisteredV1, candidateId, registered(candidateId, email));
    await waitFor(async () => (await gql<{ myCandidateProfile: unknown }>(PROFILE, candidateId)).data?.myCandidateProfile, {
      what: 'the profile',
      timeoutMs: EVENT_WAIT_MS,
    });

    const companyId = randomUUID();
    // An older event (or a company without a proven domain): the name is whatever the account typed.
    const unlock = {
      unlockId: `${companyId}:${candidateId}`,
      companyId,
      candidateId,
      companyName: 'Google LLC Recruiting',
      companyDomain: null,
      tokensSpent: 10,
      unlockedAt: new Date().toISOString(),
    };
    const since = new Date();
    await publish(CandidateUnlockedV1, candidateId, unlock);
    const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.receivedAt >= since, { what: 'the unlock mail', timeoutMs: EVENT_WAIT_MS });
    expect(mail.subject).toBe('A company on InterviewProof unlocked your profile');
    expect(mail.text).toContain('A company on InterviewProof unlocked your profile: they can now see');
    expect(mail.text).not.toContain('Google');
    expect(mail.html).not.toContain('Google');
  }, 600_000);
});
