import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CANDIDATE_MESSAGES, CandidateProfileUpdatedV1, JOB_CLASSIFICATION_MESSAGES } from '@hiring/contracts';
import { outboxEventIds, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { startStack, type Stack, registerCandidate, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';
import { MAPPING_MESSAGES } from '../../src/rest/accounts.mapping.js';
import { NOTHING_TO_UPDATE } from '@hiring/candidate';
import { EVENT_WAIT_MS, profileReady as ready } from './support.js';

/**
 * GET and POST /api/candidate/profile through the gateway on the real stack (docs/product/screens.md#candidate-profile,
 * 3, 5, 7, 8): every field, the three forms, every rule's text, and CandidateProfileUpdated with
 * a full snapshot and a new revision for every change.
 */
type Json = Record<string, unknown>;

let stack: Stack;
let ada: RegisteredUser;
let watcher: Awaited<ReturnType<typeof watchTopic<'CandidateProfileUpdated', (typeof CandidateProfileUpdatedV1)['payload']['_output']>>>;

const today = new Date();
const thisYear = today.getFullYear();

const profileReady = (user: RegisteredUser) => ready(stack, user);

const post = (body: unknown, token = ada.token) => stack.rest<Json>('POST', '/api/candidate/profile', body, token);

async function expectError(body: unknown, status: number, text: string) {
  const r = await post(body);
  expect({ status: r.status, body: r.body }).toEqual({ status, body: { success: false, error: text, message: text } });
}

/**
 * The candidate's events from this stack's candidate service, each once (delivery is at least
 * once: the relay may publish an entry twice). Test stacks share the broker, and every stack's
 * candidate service builds its own copy of each new registration; those events are not ours.
 */
async function eventsOf(candidateId: string) {
  const ours = await outboxEventIds(stack.services.candidate.connection, 'candidate_profile_revisions', { candidateId });
  const byId = new Map(watcher.events.filter((e) => ours.has(e.id)).map((e) => [e.id, e]));
  return [...byId.values()].sort((a, b) => a.payload.revision - b.payload.revision);
}

beforeAll(async () => {
  stack = await startStack();
  watcher = await watchTopic(stack.services.candidate.kafka, CandidateProfileUpdatedV1);
  ada = await registerCandidate(stack, { firstName: 'Ada', lastName: 'Lovelace' });
  await profileReady(ada);
}, 600_000);

afterAll(async () => {
  await watcher?.stop();
  await stack?.stop();
});

describe('GET /api/candidate/profile', () => {
  it('answers every field of the candidate profile entity, built from registration', async () => {
    const body = await profileReady(ada);
    expect(body).toMatchObject({
      success: true,
      id: ada.user.id,
      email: ada.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      linkedin_url: 'https://www.linkedin.com/in/ada',
      preferred_location: 'London, UK',
      work_model: 'remote',
      expected_base_salary: 150000,
      dream_scenario_base_salary: 200000,
      is_strictly_remote: true,
      current_company: 'Analytical Engines',
      current_position: 'Backend Engineer',
      job_family: 'software-engineering',
      job_title: 'Backend Engineer',
      work_start_month: 1,
      work_start_year: 2020,
      work_end_month: 2,
      work_end_year: 2021,
      current_company_email: null,
      previous_companies: [],
      skills: ['TypeScript', 'Kafka'],
      education: { institution: 'University of London', degree_level: 'Bachelor', field_of_study: 'Mathematics' },
      institution_id: null,
      institution_custom: 'University of London',
      degree_level: 'Bachelor',
      field_of_study_id: null,
      field_of_study_custom: 'Mathematics',
      certifications: [],
      calculated_years_experience: 1.5,
      top5_skills: JSON.stringify(['TypeScript', 'Kafka']),
      revision: 1,
    });
    expect(JSON.parse(body['work_experiences'] as string)).toEqual([
      { company: 'Analytical Engines', jobTitle: 'Backend Engineer', startMonth: 1, startYear: 2020, endMonth: 2, endYear: 2021, isCurrent: false },
    ]);
  });

  it('publishes revision 1 of the profile on creation, as a full snapshot', async () => {
    const [first] = await waitFor(
      async () => {
        const events = await eventsOf(ada.user.id);
        return events.length > 0 ? events : null;
      },
      { what: 'revision 1 on Kafka', timeoutMs: EVENT_WAIT_MS },
    );
    expect(first!.payload).toMatchObject({
      candidateId: ada.user.id,
      revision: 1,
      email: ada.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: 'London, UK',
      currentCompany: 'Analytical Engines',
      currentPosition: 'Backend Engineer',
      yearsExperience: 1.5,
      skills: ['TypeScript', 'Kafka'],
      workModel: 'remote',
      isStrictlyRemote: true,
      discoverable: true,
    });
    expect(first!.payload.workExperiences).toHaveLength(1);
  });

  it('needs a candidate session: 401 without a token, 403 for a company', async () => {
    const anonymous = await stack.rest('GET', '/api/candidate/profile');
    expect(anonymous.status).toBe(401);
    const company = await registerCompany(stack);
    const r = await stack.rest<Json>('GET', '/api/candidate/profile', undefined, company.token);
    expect(r).toEqual({ status: 403, body: { success: false, error: 'Only candidates can do this', message: 'Only candidates can do this' } });
    const write = await post({ first_name: 'Grace', last_name: 'Hopper' }, company.token);
    expect(write.status).toBe(403);
  });
});

describe('POST /api/candidate/profile: the career form', () => {
  it('saves the preferences and education, answers the spec text and publishes the next revision', async () => {
    const r = await post({
      expected_base_salary: '160,000',
      dream_scenario_base_salary: 210000,
      work_model: 'hybrid',
      preferred_location: 'Paris, France',
      // strictly remote means nothing without the remote model
      is_strictly_remote: true,
      institution_custom: 'Sorbonne',
      degree_level: 'Masters',
      field_of_study_custom: 'Computer Science',
    });
    expect(r.status).toBe(200);
    expect(r.body['message']).toBe(CANDIDATE_MESSAGES.careerSaved);
    expect(r.body['profile']).toMatchObject({
      expected_base_salary: 160000,
      dream_scenario_base_salary: 210000,
      work_model: 'hybrid',
      preferred_location: 'Paris, France',
      is_strictly_remote: false,
      education: { institution: 'Sorbonne', degree_level: 'Masters', field_of_study: 'Computer Science' },
      // untouched fields stay
      first_name: 'Ada',
      linkedin_url: 'https://www.linkedin.com/in/ada',
      revision: 2,
    });
    const event = await waitFor(async () => (await eventsOf(ada.user.id)).find((e) => e.payload.revision === 2), {
      what: 'revision 2',
      timeoutMs: EVENT_WAIT_MS,
    });
    expect((await eventsOf(ada.user.id)).filter((e) => e.payload.revision === 2)).toHaveLength(1);
    expect(event.payload).toMatchObject({
      expectedBaseSalary: 160000,
      workModel: 'hybrid',
      location: 'Paris, France',
      institution: 'Sorbonne',
      degreeLevel: 'Masters',
      email: ada.email,
    });

    const strict = await post({ work_model: 'remote', is_strictly_remote: true });
    expect(strict.body['profile']).toMatchObject({ work_model: 'remote', is_strictly_remote: true });
    const cleared = await post({ expected_base_salary: '', preferred_location: null });
    expect(cleared.body['profile']).toMatchObject({ expected_base_salary: null, preferred_location: null, work_model: 'remote' });
  });

  it.each([
    [{ expected_base_salary: -5 }, MAPPING_MESSAGES.salary],
    [{ dream_scenario_base_salary: 'lots' }, MAPPING_MESSAGES.salary],
    [{ work_model: 'on-the-moon' }, CANDIDATE_MESSAGES.invalidWorkModel],
    [{ degree_level: 'Diploma' }, CANDIDATE_MESSAGES.invalidDegreeLevel],
    [{ preferred_location: 'x'.repeat(201) }, CANDIDATE_MESSAGES.tooLong],
    [{ job_family: 'software-engineering', job_title: 'Chef' }, JOB_CLASSIFICATION_MESSAGES.titleOutsideFamily],
    [{ job_family: 'astronaut', job_title: null }, JOB_CLASSIFICATION_MESSAGES.invalidFamily],
  ])('refuses %j with its text', async (body, text) => {
    await expectError(body, 400, text);
  });

  it('refuses a body without profile fields', async () => {
    await expectError({ unrelated: 1 }, 400, NOTHING_TO_UPDATE);
  });
});

describe('POST /api/candidate/profile: the account form', () => {
  it('saves names and LinkedIn together', async () => {
    const r = await post({ first_name: ' Augusta Ada ', last_name: 'King', linkedin_url: 'https://linkedin.com/in/ada-king' });
    expect(r.status).toBe(200);
    expect(r.body['message']).toBe(CANDIDATE_MESSAGES.accountSaved);
    expect(r.body['profile']).toMatchObject({ first_name: 'Augusta Ada', last_name: 'King', linkedin_url: 'https://linkedin.com/in/ada-king' });
    const removed = await post({ first_name: 'Augusta Ada', last_name: 'King', linkedin_url: '' });
    expect(removed.body['profile']).toMatchObject({ linkedin_url: null });
  });

  it('requires both names and a valid LinkedIn URL', async () => {
    await expectError({ first_name: '', last_name: 'King', linkedin_url: null }, 400, CANDIDATE_MESSAGES.namesRequired);
    await expectError({ first_name: 'Ada', last_name: '   ' }, 400, CANDIDATE_MESSAGES.namesRequired);
    await expectError({ first_name: 'Ada', last_name: 'King', linkedin_url: 'linkedin.com/in/ada' }, 400, CANDIDATE_MESSAGES.invalidLinkedinUrl);
    await expectError({ first_name: 'Ada', last_name: 'King', linkedin_url: 'javascript:alert(1)' }, 400, CANDIDATE_MESSAGES.invalidLinkedinUrl);
  });
});

describe('POST /api/candidate/profile: the work history', () => {
  const history = [
    { company: 'Analytical Engines', jobTitle: 'Backend Engineer', startMonth: 1, startYear: 2020, endMonth: 2, endYear: 2021, isCurrent: false },
    // end fields of the current role are ignored
    { company: 'Difference Ltd', jobTitle: 'Staff Engineer', startMonth: 3, startYear: 2021, endMonth: 5, endYear: 2022, isCurrent: true },
    { company: 'Babbage & Co', jobTitle: 'Intern', startMonth: 6, startYear: 2018, endMonth: 8, endYear: 2018, isCurrent: false },
  ];

  it('saves the list (JSON text), derives the current company and position and recomputes the years', async () => {
    const r = await post({ work_experiences: JSON.stringify(history) });
    expect(r.status).toBe(200);
    expect(r.body['message']).toBe(CANDIDATE_MESSAGES.workExperienceSaved);
    const profile = r.body['profile'] as Json;
    const months = 13 + ((thisYear - 2021) * 12 + (today.getMonth() + 1 - 3)) + 2;
    expect(profile).toMatchObject({
      current_company: 'Difference Ltd',
      current_position: 'Staff Engineer',
      work_start_month: 3,
      work_start_year: 2021,
      work_end_month: null,
      work_end_year: null,
      previous_companies: ['Analytical Engines', 'Babbage & Co'],
      calculated_years_experience: Math.ceil((months / 12) * 2) / 2,
    });
    const saved = JSON.parse(profile['work_experiences'] as string) as Json[];
    expect(saved[1]).toEqual({
      company: 'Difference Ltd',
      jobTitle: 'Staff Engineer',
      startMonth: 3,
      startYear: 2021,
      endMonth: null,
      endYear: null,
      isCurrent: true,
    });
    const event = await waitFor(async () => (await eventsOf(ada.user.id)).find((e) => e.payload.revision === (profile['revision'] as number)), {
      what: 'the new revision',
      timeoutMs: EVENT_WAIT_MS,
    });
    expect(event.payload).toMatchObject({ currentCompany: 'Difference Ltd', currentPosition: 'Staff Engineer' });
    expect(event.payload.workExperiences.map((w) => w.company)).toEqual(['Analytical Engines', 'Difference Ltd', 'Babbage & Co']);
  });

  it('without a current role, the latest start names the current company; an array is accepted too', async () => {
    const r = await post({ work_experiences: [history[0], history[2]] });
    expect(r.body['profile']).toMatchObject({
      current_company: 'Analytical Engines',
      current_position: 'Backend Engineer',
      work_end_month: 2,
      work_end_year: 2021,
    });
  });

  it.each([
    ['no start year', [{ company: 'Acme', jobTitle: 'Engineer', startMonth: 1 }], CANDIDATE_MESSAGES.newExperienceIncomplete],
    ['no company', [{ company: '', jobTitle: 'Engineer', startMonth: 1, startYear: 2020 }], CANDIDATE_MESSAGES.newExperienceIncomplete],
    ['month 13', [{ company: 'Acme', jobTitle: 'Engineer', startMonth: 13, startYear: 2020 }], CANDIDATE_MESSAGES.invalidMonth],
    ['a future year', [{ company: 'Acme', jobTitle: 'Engineer', startMonth: 1, startYear: thisYear + 1 }], CANDIDATE_MESSAGES.invalidYear],
    [
      'an end before the start',
      [{ company: 'Acme', jobTitle: 'Engineer', startMonth: 5, startYear: 2020, endMonth: 4, endYear: 2020 }],
      CANDIDATE_MESSAGES.endBeforeStart,
    ],
    ['11 entries', Array.from({ length: 11 }, () => history[0]), CANDIDATE_MESSAGES.tooManyWorkExperiences],
  ])('refuses %s', async (_label, entries, text) => {
    await expectError({ work_experiences: JSON.stringify(entries) }, 400, text);
  });

  it('refuses what is not a JSON list', async () => {
    await expectError({ work_experiences: '{not json' }, 400, MAPPING_MESSAGES.workExperiences);
  });

  it('an empty history is allowed (the checklist then shows work history as missing)', async () => {
    const r = await post({ work_experiences: '[]' });
    expect(r.body['profile']).toMatchObject({ current_company: null, current_position: null, calculated_years_experience: 0, previous_companies: [] });
  });
});

describe('concurrent changes', () => {
  it('racing changes are all kept, each with its own revision and event', async () => {
    const grace = await registerCandidate(stack, { firstName: 'Grace', lastName: 'Hopper' });
    await profileReady(grace);
    const start = (await profileReady(grace))['revision'] as number;
    const results = await Promise.all([
      post({ preferred_location: 'Arlington' }, grace.token),
      post({ first_name: 'Grace', last_name: 'Murray Hopper' }, grace.token),
      post({ expected_base_salary: 180000 }, grace.token),
      post({ work_model: 'in-person' }, grace.token),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const revisions = results.map((r) => (r.body['profile'] as Json)['revision'] as number).sort();
    expect(revisions).toEqual([start + 1, start + 2, start + 3, start + 4]);
    const final = await profileReady(grace);
    expect(final).toMatchObject({
      preferred_location: 'Arlington',
      last_name: 'Murray Hopper',
      expected_base_salary: 180000,
      work_model: 'in-person',
      revision: start + 4,
    });
    const changes = async () => (await eventsOf(grace.user.id)).filter((e) => e.payload.revision > start);
    const events = await waitFor(
      async () => {
        const found = await changes();
        return found.length >= 4 ? found : null;
      },
      { what: 'every revision on Kafka', timeoutMs: EVENT_WAIT_MS },
    );
    expect(events.map((e) => e.payload.revision)).toEqual([start + 1, start + 2, start + 3, start + 4]);
    expect(events.at(-1)!.payload).toMatchObject({ location: 'Arlington', lastName: 'Murray Hopper', expectedBaseSalary: 180000, workModel: 'in-person' });
  }, 600_000);
});
