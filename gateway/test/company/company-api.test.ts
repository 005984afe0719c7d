import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEnvelope, EVIDENCE_LEVEL_DESCRIPTIONS, EVIDENCE_LEVEL_LABELS, TokensGrantedV1 } from '@hiring/contracts';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startTestPublisher, type EventPublisher, aWorkExperience } from '@hiring/test-kit/events';
import { startStack, type Stack, registerCandidate, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';

/**
 * The company REST contract (docs/product/screens.md#company-profile, docs/product/screens.md#candidate-search, docs/product/screens.md#candidate-detail, docs/product/screens.md#interview-process-summary, docs/product/api.md#rest-api, docs/product/rules.md#errors; the company dashboard)
 * through the gateway, on the whole back end with real Kafka and FerretDB. Candidates and
 * interviews arrive as the candidate and interviews services publish them (events); companies
 * register through the real code flow.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sfx = uniqueSuffix();
const marker = `skill${sfx}`;
let stack: Stack;
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;
let events: EventPublisher;
let company: RegisteredUser;
let candidateUser: RegisteredUser;

const get = (path: string, token?: string) => stack.rest<Json>('GET', path, undefined, token);
const post = (path: string, body: unknown, token?: string) => stack.rest<Json>('POST', path, body, token);
const search = (query: string, token = company.token) => get(`/api/company/search-candidates?${query}`, token);

/** Waits until the company's view shows the candidate (every candidate of a test carries `marker`). */
async function visibleCount(expected: number, token = company.token, skills = marker) {
  return waitFor(
    async () => {
      const r = await search(`skills=${skills}&per_page=100`, token);
      return r.status === 200 && r.body['pagination'].total === expected ? r.body : null;
    },
    { what: `${expected} candidates with ${skills}` },
  );
}

/** Waits until the company's view of a candidate shows all their interviews (each is its own event). */
async function detailsWith(candidateId: string, interviews: number, token = company.token) {
  return waitFor(
    async () => {
      const r = await get(`/api/company/candidate-details/${candidateId}`, token);
      return r.status === 200 && r.body['interviews'].length === interviews ? r : null;
    },
    { what: `${candidateId} with ${interviews} interviews` },
  );
}

async function balance(token: string): Promise<number> {
  return (await get('/api/company/tokens', token)).body['tokens'] as number;
}

async function grant(companyId: string, tokens: number, token: string) {
  const before = await balance(token);
  await events.grant(companyId, tokens);
  await waitFor(async () => (await balance(token)) === before + tokens, { what: 'the grant' });
}

async function newCompany(name: string, website?: string, email?: string) {
  const registered = await registerCompany(stack, { companyName: name, email });
  await waitFor(async () => (await get('/api/company/profile', registered.token)).status === 200, { what: 'the company profile' });
  if (website !== undefined) expect((await post('/api/company/profile', { website }, registered.token)).status).toBe(200);
  return registered;
}

beforeAll(async () => {
  publisher = await startTestPublisher();
  events = publisher.events;
  stack = await startStack();
  // Registered at its own domain (hider-<sfx>.com): what the hiding rule recognises it by (issue 27).
  company = await newCompany(`Hider ${sfx} Inc`, undefined, `hr.${sfx}@hider-${sfx}.com`);
  candidateUser = await registerCandidate(stack);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await publisher?.stop();
});

describe('GET/POST /api/company/profile', () => {
  it('returns the spec fields with the token balance', async () => {
    const { status, body } = await get('/api/company/profile', company.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      first_name: 'Grace',
      last_name: 'Hopper',
      company_name: `Hider ${sfx} Inc`,
      industry: 'Technology',
      size: '11-50',
      website: 'https://acme.test',
      tokens: 0,
    });
  });

  it.each([
    [{ company_name: '  ' }, 'Company name is required'],
    [{ first_name: '' }, 'First name is required'],
    [{ last_name: ' ' }, 'Last name is required'],
    [
      { industry: 'Space Travel' },
      'Industry must be one of: Technology, Finance, Healthcare, Retail, Manufacturing, Consulting, Education, Media, Real Estate, Other',
    ],
    [{ size: '12' }, 'Company size must be one of: 1-10, 11-50, 51-200, 201-500, 501-1000, 1000+'],
    [{ website: 'not a site' }, 'Please enter a valid website URL (for example https://example.com)'],
    [{ website: 'ftp://acme.com' }, 'Please enter a valid website URL (for example https://example.com)'],
    [{ company_name: 'x'.repeat(201) }, 'Company name must be at most 200 characters'],
    [{}, 'Nothing to update'],
    [['not', 'an', 'object'], 'Please send a JSON object'],
  ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
    const { status, body: answer } = await post('/api/company/profile', body, company.token);
    expect(status).toBe(400);
    expect(answer).toEqual({ success: false, error: message, message });
    expect((await get('/api/company/profile', company.token)).body['company_name']).toBe(`Hider ${sfx} Inc`);
  });

  it('saves the company form and the account form with the spec success texts', async () => {
    const saved = await post(
      '/api/company/profile',
      { company_name: `Hider ${sfx} Inc`, industry: 'media', size: '51-200', website: `www.hider-${sfx}.com` },
      company.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Company information updated successfully!',
      profile: { company_name: `Hider ${sfx} Inc`, industry: 'Media', size: '51-200', website: `https://www.hider-${sfx}.com`, tokens: 0 },
    });
    const account = await post('/api/company/profile', { first_name: ' Greta ', last_name: 'Hopps' }, company.token);
    expect(account.body).toMatchObject({
      success: true,
      message: 'Account information updated successfully!',
      profile: { first_name: 'Greta', last_name: 'Hopps' },
    });
    expect((await get('/api/company/profile', company.token)).body).toMatchObject({
      first_name: 'Greta',
      last_name: 'Hopps',
      website: `https://www.hider-${sfx}.com`,
    });
  });
});

describe('GET /api/company/tokens', () => {
  it('gives the balance and the plans of the spec, and TokensGranted credits each grant once', async () => {
    const { status, body } = await get('/api/company/tokens', company.token);
    expect(status).toBe(200);
    expect(body['tokens']).toBe(0);
    expect(body['unlock_cost']).toBe(10);
    expect(body['packages'].map((p: Json) => [p['id'], p['type'], p['price'], p['tokens'], p['interval']])).toEqual([
      ['starter', 'subscription', 200, 200, 'month'],
      ['professional', 'subscription', 400, 500, 'month'],
      ['one_time', 'one_time', 60, 50, null],
    ]);
    expect(body['packages'][1]).toMatchObject({ best_value: true, price_per_unlock: 8, savings_per_month: 100, unlocks: 50 });
    expect(body['packages'][2]).toMatchObject({ expires: false, unlocks: 5 });

    const envelope = createEnvelope(TokensGrantedV1, {
      aggregateId: company.user.id,
      payload: {
        grantId: `grant-${sfx}`,
        companyId: company.user.id,
        tokens: 200,
        reason: 'subscription_start',
        sourceRef: null,
        grantedAt: new Date().toISOString(),
      },
    });
    await events.send(envelope, TokensGrantedV1.topic);
    await events.send(envelope, TokensGrantedV1.topic);
    await waitFor(async () => (await balance(company.token)) === 200, { what: 'the grant' });
    await events.grant(company.user.id, 1);
    await waitFor(async () => (await balance(company.token)) === 201, { what: 'the second grant' });
    expect((await get('/api/company/profile', company.token)).body['tokens']).toBe(201);
  });
});

describe('GET /api/company/search-candidates', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const add = async (key: string, skills: string[], interviews: Json[]) => {
      const { profile } = await events.candidate({ skills: [...skills, marker], firstName: `First${key}`, lastName: 'Example' }, interviews);
      ids[key] = profile.candidateId;
    };
    await add(
      'offers',
      ['Go'],
      [
        { companyName: 'Hooli', companyDomain: 'hooli.com', stage: 'offer', processId: `p1${sfx}`, interviewDate: '2025-05-01T00:00:00.000Z' },
        { companyName: 'Pied Piper', companyDomain: 'piedpiper.com', stage: 'offer', processId: `p2${sfx}`, interviewDate: '2025-06-01T00:00:00.000Z' },
      ],
    );
    await add('offer', ['Python'], [{ companyName: 'Umbrella', stage: 'offer', interviewDate: '2026-01-10T00:00:00.000Z' }]);
    await add(
      'final',
      ['Go', 'Kafka'],
      [
        { companyName: 'Globex', stage: 'final', interviewDate: '2026-02-01T00:00:00.000Z' },
        { companyName: 'Initech', stage: 'phone_screen', interviewDate: '2026-01-01T00:00:00.000Z', visibility: 'private' },
      ],
    );
    await add('onsite', ['Rust'], [{ companyName: 'Globex', stage: 'onsite', interviewDate: '2026-03-01T00:00:00.000Z' }]);
    await add('screen', ['golang'], [{ companyName: 'Vandelay Industries', stage: 'technical_screen', interviewDate: null }]);
    await visibleCount(5);
    await detailsWith(ids['offers']!, 2); // relevance counts both offers
  }, 60_000);

  it('answers candidates in relevance order with pagination and the company stats', async () => {
    const { status, body } = await search(`skills=${marker}`);
    expect(status).toBe(200);
    expect(body['success']).toBe(true);
    expect(body['candidates'].map((c: Json) => c['candidate_id'])).toEqual([ids['offers'], ids['offer'], ids['final'], ids['onsite'], ids['screen']]);
    expect(body['pagination']).toEqual({ page: 1, per_page: 20, total: 5, pages: 1 });
    const final = body['candidates'][2];
    expect(final).toMatchObject({
      id: ids['final'],
      candidate_id: ids['final'],
      is_unlocked: false,
      name: null,
      email: null,
      years_experience: 5,
      work_model: 'remote',
      current_position: 'Backend Engineer',
      skills: ['Go', 'Kafka', marker],
      top5_skills: ['Go', 'Kafka', marker],
      education: { institution: 'University of London', degree_level: 'Bachelor', field_of_study: 'Mathematics' },
      work_experiences: [{ company: null, jobTitle: 'Engineer', startMonth: 1, startYear: 2020, endMonth: null, endYear: null, isCurrent: true }],
      stats: { total_interviews: 1, total_companies: 1, offers_received: 0 },
    });
    // Only the public interview; the spec's interview entry with the email source.
    expect(final['companies']).toEqual([
      expect.objectContaining({
        company_name: 'Globex',
        company_domain: 'globex.com',
        stage: 'final',
        stage_label: 'Final Round',
        date: '2026-02-01T00:00:00.000Z',
        source_type: 'email_group_auto',
        source_label: 'Email Analysis',
        ai_summary: 'A technical onsite with four rounds.',
        notes: null,
        position_edited_by_candidate: false,
        ai_extracted_position: 'Software Engineer',
      }),
    ]);
    expect(body['candidates'][0]['companies'].map((c: Json) => c['company_name'])).toEqual(['Pied Piper', 'Hooli']);
    expect(body['candidates'][0]['stats']).toEqual({ total_interviews: 2, total_companies: 2, offers_received: 2 });
  });

  it('pages with page and per_page (20 on the page, 100 on the dashboard) and stops at the last page', async () => {
    const second = await search(`skills=${marker}&per_page=2&page=2`);
    expect(second.body['candidates'].map((c: Json) => c['candidate_id'])).toEqual([ids['final'], ids['onsite']]);
    expect(second.body['pagination']).toEqual({ page: 2, per_page: 2, total: 5, pages: 3 });
    const beyond = await search(`skills=${marker}&per_page=2&page=9`);
    expect(beyond.body['candidates']).toEqual([]);
    expect(beyond.body['pagination']).toMatchObject({ total: 5, pages: 3 });
    // Far past the search engine's result window (schemathesis found a 500 there): still an empty page.
    const deep = await search(`skills=${marker}&per_page=19&page=359214`);
    expect([deep.status, deep.body['candidates'], deep.body['pagination']]).toEqual([200, [], expect.objectContaining({ total: 5, page: 359214 })]);
    expect((await search(`skills=${marker}&per_page=100`)).body['pagination']).toMatchObject({ per_page: 100, total: 5 });
  });

  it('filters by company name, interview stage (label or key) and skills; blank filters are ignored', async () => {
    const idsOf = async (query: string) => (await search(`skills=${marker}&${query}`)).body['candidates'].map((c: Json) => c['candidate_id']);
    expect(await idsOf('company_name=globex')).toEqual([ids['final'], ids['onsite']]);
    expect(await idsOf('company_name=Pied%20Piper%2C%20Inc.')).toEqual([ids['offers']]);
    expect(await idsOf('company_name=Initech')).toEqual([]); // private interviews are not searchable
    expect(await idsOf('interview_stage=Final%20Round')).toEqual([ids['final']]);
    expect(await idsOf('interview_stage=onsite')).toEqual([ids['onsite']]);
    expect(await idsOf('interview_stage=Technical%20Screen')).toEqual([ids['screen']]);
    expect(await idsOf('company_name=globex&interview_stage=onsite')).toEqual([ids['onsite']]);
    expect((await search(`skills=${marker},%20go`)).body['candidates'].map((c: Json) => c['candidate_id'])).toEqual([
      ids['offers'],
      ids['final'],
      ids['screen'],
    ]);
    expect(await idsOf('company_name=&interview_stage=%20%20')).toHaveLength(5);
  });

  it('gives the dashboard stats over the candidates the company may see', async () => {
    const { body } = await search('per_page=100');
    expect(body['stats']['total_candidates']).toBe(body['pagination']['total']);
    expect(body['stats']['total_candidates']).toBeGreaterThanOrEqual(5);
    expect(body['stats']).toMatchObject({ unlocked_candidates: 0, unlocked_offers: 0, unlocked_interviews: 0 });
    expect(body['stats']['top_stages'].length).toBeGreaterThan(0);
    for (const stage of body['stats']['top_stages']) expect(Object.keys(stage).sort()).toEqual(['count', 'label', 'stage']);
    const counts = body['stats']['top_stages'].map((s: Json) => s['count']);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it.each([
    ['page=0', 'Page must be a whole number of at least 1'],
    ['page=abc', 'Page must be a whole number of at least 1'],
    ['per_page=101', 'Results per page must be a whole number from 1 to 100'],
    ['per_page=0', 'Results per page must be a whole number from 1 to 100'],
    ['per_page=2.5', 'Results per page must be a whole number from 1 to 100'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: message, message });
  });
});

describe('GET /api/company/candidate-details/{candidate_id}', () => {
  it('gives the candidate, the interviews newest first and the stats', async () => {
    const { profile, interviews } = await events.candidate({ skills: [marker, 'Details'] }, [
      { companyName: 'Older Co', stage: 'onsite', interviewDate: '2024-01-01T00:00:00.000Z' },
      { companyName: 'Newer Co', stage: 'offer', interviewDate: '2026-04-01T00:00:00.000Z', aiSummary: 'x'.repeat(300) },
    ]);
    const { status, body } = await detailsWith(profile.candidateId, 2);
    expect(status).toBe(200);
    expect(body['candidate']).toMatchObject({
      id: profile.candidateId,
      is_unlocked: false,
      name: null,
      email: null,
      preferred_location: null,
      current_company: null,
      expected_base_salary: null,
    });
    expect(body['interviews'].map((i: Json) => [i['id'], i['company_name']])).toEqual([
      [interviews[1]!.interviewId, 'Newer Co'],
      [interviews[0]!.interviewId, 'Older Co'],
    ]);
    expect(body['interviews'][0]['ai_summary']).toHaveLength(300);
    expect(body['stats']).toEqual({ total_interviews: 2, total_companies: 2, offers_received: 1 });
  });

  it('answers 404 "Candidate not found" for an unknown candidate', async () => {
    const { status, body } = await get('/api/company/candidate-details/nobody-at-all', company.token);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: 'Candidate not found', message: 'Candidate not found' });
  });
});

describe('the hiding rule', () => {
  it('keeps a candidate out of search, details, stats and unlock for a company they interviewed with or worked for', async () => {
    const hideMarker = `hide${sfx}`;
    const hidden: string[] = [];
    const addHidden = async (profile: Json, interviews: Json[]) =>
      hidden.push((await events.candidate({ skills: [hideMarker], ...profile }, interviews)).profile.candidateId);
    // The company is proven on hider-<sfx>.com: that domain, and the names it spells, hide.
    await addHidden({}, [{ companyName: `HIDER ${sfx}, LLC`, companyDomain: null }]); // a name variant its domain spells
    await addHidden({}, [{ companyName: 'Some Brand', companyDomain: `careers.hider-${sfx}.com` }]); // its proven domain
    await addHidden({}, [
      { companyName: 'Elsewhere', stage: 'offer' },
      { companyName: `Hider ${sfx}`, visibility: 'private' },
    ]); // a private interview still hides
    await addHidden({ workExperiences: [aWorkExperience({ company: `hider ${sfx} gmbh` })] }, [{ companyName: 'Elsewhere' }]); // worked there
    await addHidden({ currentCompany: `Hider ${sfx} Incorporated`, workExperiences: [] }, [{ companyName: 'Elsewhere' }]); // works there now
    const { profile: shown } = await events.candidate({ skills: [hideMarker] }, [{ companyName: 'Elsewhere', stage: 'offer' }]);

    // Another company sees all six; the hider sees only the one it may see.
    const other = await newCompany(`Onlooker ${sfx}`);
    await visibleCount(6, other.token, hideMarker);
    const own = await visibleCount(1, company.token, hideMarker);
    expect(own['candidates'].map((c: Json) => c['candidate_id'])).toEqual([shown.candidateId]);

    for (const candidateId of hidden) {
      const details = await get(`/api/company/candidate-details/${candidateId}`, company.token);
      expect([details.status, details.body['error']]).toEqual([404, 'Candidate not found']);
      const unlock = await post('/api/company/unlock-candidate', { candidate_id: candidateId }, company.token);
      expect([unlock.status, unlock.body['error']]).toEqual([404, 'Candidate not found']);
    }
    // Filters do not bring them back, and the stats do not count them.
    expect((await search(`skills=${hideMarker}&company_name=elsewhere`)).body['pagination']['total']).toBe(1);
    // Candidates of earlier tests may still be landing between the two reads, so read until the gap settles.
    const mine = await waitFor(
      async () => {
        const [m, t] = await Promise.all([search('per_page=1'), search('per_page=1', other.token)]);
        return t.body['stats']['total_candidates'] - m.body['stats']['total_candidates'] >= hidden.length ? m : null;
      },
      { what: `the other company's stats counting the ${hidden.length} hidden candidates more` },
    );
    expect(mine.body['stats']['total_candidates']).toBe(mine.body['pagination']['total']);
    expect(await balance(company.token)).toBe(201);

    // Renaming the company (or changing its website) reveals nobody and hides nobody more: names and websites are not keys.
    expect((await post('/api/company/profile', { company_name: `Rebrand ${sfx}`, website: `https://rebrand-${sfx}.io` }, company.token)).status).toBe(200);
    expect((await search(`skills=${hideMarker}`)).body['candidates'].map((c: Json) => c['candidate_id'])).toEqual([shown.candidateId]);
    expect((await post('/api/company/profile', { company_name: `Hider ${sfx} Inc`, website: `www.hider-${sfx}.com` }, company.token)).status).toBe(200);
  }, 120_000);
});

describe('interview evidence', () => {
  // The search rows, the detail modal and the process summary (built from the same interview entries) all read these.
  const evidence = {
    kind: 'hiring_system',
    signingDomain: 'us.greenhouse-mail.io',
    system: 'Greenhouse',
    employer: 'Northwind Robotics',
    label: 'Signed by Greenhouse for Northwind Robotics',
    level: 'sender_named',
  } as const;
  const own = {
    kind: 'employer_domain',
    signingDomain: 'northwind.com',
    system: null,
    employer: 'Northwind Robotics',
    label: 'Signed by northwind.com',
    level: 'sender_named',
  } as const;
  // The level in words (issue 27), in GraphQL and REST alike.
  const named = { levelLabel: EVIDENCE_LEVEL_LABELS.sender_named, levelDescription: EVIDENCE_LEVEL_DESCRIPTIONS.sender_named };
  const restNamed = { level_label: named.levelLabel, level_description: named.levelDescription };
  const restEvidence = {
    kind: 'hiring_system',
    signing_domain: 'us.greenhouse-mail.io',
    system: 'Greenhouse',
    employer: 'Northwind Robotics',
    label: 'Signed by Greenhouse for Northwind Robotics',
    level: 'sender_named',
    ...restNamed,
  };
  const restOwn = {
    kind: 'employer_domain',
    signing_domain: 'northwind.com',
    system: null,
    employer: 'Northwind Robotics',
    label: 'Signed by northwind.com',
    level: 'sender_named',
    ...restNamed,
  };
  const GQL = `query($input: CandidateSearchInput, $id: ID!) {
    searchCandidates(input: $input) { candidates { id isUnlocked interviews { id evidence { kind signingDomain system employer label level levelLabel levelDescription } } } }
    candidateDetails(candidateId: $id) { candidate { interviews { id evidence { kind signingDomain system employer label level levelLabel levelDescription } } } interviews { id evidence { kind signingDomain system employer label level levelLabel levelDescription } } }
  }`;
  type GqlInterview = { id: string; evidence: ((typeof evidence | typeof own) & typeof named) | null };
  type Gql = {
    searchCandidates: { candidates: { id: string; isUnlocked: boolean; interviews: GqlInterview[] }[] };
    candidateDetails: { candidate: { interviews: GqlInterview[] }; interviews: GqlInterview[] };
  };

  it('reaches GraphQL and REST search and details before unlock, and follows a later update to no evidence and to private', async () => {
    const skill = `${sfx}evidence`;
    const { profile, interviews } = await events.candidate({ skills: [skill] }, [
      {
        companyName: 'Northwind Robotics',
        companyDomain: 'northwind.com',
        stage: 'onsite',
        processId: `pn${sfx}`,
        interviewDate: '2026-02-01T00:00:00.000Z',
        evidence,
      },
      {
        companyName: 'Northwind Robotics',
        companyDomain: 'northwind.com',
        stage: 'offer',
        processId: `pn${sfx}`,
        interviewDate: '2026-03-01T00:00:00.000Z',
        evidence: own,
      },
      { companyName: 'Oldco', stage: 'phone_screen', interviewDate: '2025-01-01T00:00:00.000Z' }, // an event from before evidence levels
    ]);
    const [signed, ownSigned, plain] = interviews as [(typeof interviews)[0], (typeof interviews)[0], (typeof interviews)[0]];
    const id = profile.candidateId;
    await visibleCount(1, company.token, skill);
    await detailsWith(id, 3);

    // GraphQL: search and details (the candidate's interviews and the details' own list).
    const graph = await stack.graphql<Gql>(GQL, { input: { skills: skill }, id }, company.token);
    expect(graph.body.errors).toBeUndefined();
    const byId = (list: GqlInterview[]) => Object.fromEntries(list.map((i) => [i.id, i.evidence]));
    const expected = { [signed.interviewId]: { ...evidence, ...named }, [ownSigned.interviewId]: { ...own, ...named }, [plain.interviewId]: null };
    expect(graph.body.data!.searchCandidates.candidates[0]!.isUnlocked).toBe(false);
    expect(byId(graph.body.data!.searchCandidates.candidates[0]!.interviews)).toEqual(expected);
    expect(byId(graph.body.data!.candidateDetails.candidate.interviews)).toEqual(expected);
    expect(byId(graph.body.data!.candidateDetails.interviews)).toEqual(expected);

    // REST: snake_case, beside the existing fields, which are unchanged.
    const restById = (list: Json[]) => Object.fromEntries(list.map((i) => [i['id'], i['evidence']]));
    const restExpected = { [signed.interviewId]: restEvidence, [ownSigned.interviewId]: restOwn, [plain.interviewId]: null };
    const row = (await search(`skills=${skill}`)).body['candidates'][0];
    expect(row['is_unlocked']).toBe(false);
    expect(restById(row['companies'])).toEqual(restExpected);
    expect(Object.keys(row['companies'][0]).sort()).toEqual(
      [
        'ai_extracted_position',
        'ai_summary',
        'company_domain',
        'company_name',
        'date',
        'evidence',
        'id',
        'job_family',
        'job_title',
        'notes',
        'position',
        'position_edited_by_candidate',
        'process_id',
        'source_label',
        'source_type',
        'stage',
        'stage_label',
      ].sort(),
    );
    const details = await get(`/api/company/candidate-details/${id}`, company.token);
    expect(restById(details.body['interviews'])).toEqual(restExpected);
    expect(restById(details.body['candidate']['companies'])).toEqual(restExpected);

    // A later revision without evidence, then one that makes the interview private.
    await events.updated({ ...signed, revision: 2, evidence: null });
    await waitFor(
      async () =>
        (await get(`/api/company/candidate-details/${id}`, company.token)).body['interviews']?.find((i: Json) => i['id'] === signed.interviewId)?.[
          'evidence'
        ] === null,
      { what: 'the evidence gone' },
    );
    expect(restById((await search(`skills=${skill}`)).body['candidates'][0]['companies'])).toEqual({ ...restExpected, [signed.interviewId]: null });
    await events.updated({ ...ownSigned, revision: 2, visibility: 'private', evidence: null });
    const after = await detailsWith(id, 2);
    expect(restById(after.body['interviews'])).toEqual({ [signed.interviewId]: null, [plain.interviewId]: null });
    const graphAfter = await stack.graphql<Gql>(GQL, { input: { skills: skill }, id }, company.token);
    expect(byId(graphAfter.body.data!.candidateDetails.interviews)).toEqual({ [signed.interviewId]: null, [plain.interviewId]: null });
    expect(JSON.stringify(graphAfter.body)).not.toContain('northwind.com');
  }, 90_000);
});

describe('privacy on the wire', () => {
  const secrets = {
    firstName: `Zyxwfirst${sfx}`,
    lastName: `Qvlast${sfx}`,
    email: `zyxw.${sfx}@hidden.test`,
    linkedinUrl: `https://www.linkedin.com/in/zyxw-${sfx}`,
    location: `Secretville${sfx}`,
    currentCompany: `Hushhush${sfx} Corp`,
    expectedBaseSalary: 1234571,
    dreamScenarioBaseSalary: 2345692,
  };
  const secretTexts = [secrets.firstName, secrets.lastName, secrets.email, `zyxw-${sfx}`, secrets.location, `Hushhush${sfx}`, '1234571', '2345692'];
  let candidateId = '';

  const GQL_SEARCH = `query($input: CandidateSearchInput) { searchCandidates(input: $input) { candidates {
    id isUnlocked name firstName lastName email linkedinUrl preferredLocation currentCompany expectedBaseSalary dreamScenarioBaseSalary
    currentPosition skills workExperiences { company jobTitle isCurrent } interviews { companyName aiSummary } } } }`;
  const GQL_DETAILS = `query($id: ID!) { candidateDetails(candidateId: $id) { candidate { id name firstName lastName email linkedinUrl preferredLocation
    currentCompany expectedBaseSalary dreamScenarioBaseSalary workExperiences { company } } interviews { companyName } stats { totalInterviews } } }`;

  async function everyCompanyResponse(token: string): Promise<string[]> {
    const bodies = await Promise.all([
      search(`skills=${sfx}privacy`, token),
      search('per_page=100', token),
      get(`/api/company/candidate-details/${candidateId}`, token),
      get('/api/company/unlocked-candidates', token),
      get('/api/company/tokens', token),
      get('/api/company/profile', token),
      get('/api/company/interview-stages', token),
      stack.graphql(GQL_SEARCH, { input: { skills: `${sfx}privacy` } }, token),
      stack.graphql(GQL_DETAILS, { id: candidateId }, token),
    ]);
    for (const response of bodies) expect(response.status).toBe(200);
    return bodies.map((response) => JSON.stringify(response.body));
  }

  it('sends no personal value of a locked candidate in any REST or GraphQL response, and every one after unlock', async () => {
    const seeded = await events.candidate(
      {
        ...secrets,
        skills: [`${sfx}privacy`],
        currentPosition: 'Staff Engineer',
        workExperiences: [aWorkExperience({ company: secrets.currentCompany, jobTitle: 'Staff Engineer', isCurrent: true, startYear: 2021 })],
      },
      [{ companyName: 'Public Interviews Inc', stage: 'offer' }],
    );
    candidateId = seeded.profile.candidateId;
    const viewer = await newCompany(`Viewer ${sfx}`);
    await grant(viewer.user.id, 10, viewer.token);
    await visibleCount(1, viewer.token, `${sfx}privacy`);

    for (const body of await everyCompanyResponse(viewer.token)) {
      for (const secret of secretTexts) expect(body).not.toContain(secret);
    }
    const locked = (await search(`skills=${sfx}privacy`, viewer.token)).body['candidates'][0];
    expect(locked).toMatchObject({
      is_unlocked: false,
      name: null,
      first_name: null,
      last_name: null,
      email: null,
      linkedin_url: null,
      preferred_location: null,
      current_company: null,
      expected_base_salary: null,
      dream_scenario_base_salary: null,
      current_position: 'Staff Engineer',
    });

    const unlock = await post('/api/company/unlock-candidate', { candidate_id: candidateId }, viewer.token);
    expect(unlock.status).toBe(200);
    expect(unlock.body).toMatchObject({
      success: true,
      message: 'Candidate unlocked successfully!',
      tokens: 0,
      tokens_spent: 10,
      already_unlocked: false,
      candidate: {
        is_unlocked: true,
        name: `${secrets.firstName} ${secrets.lastName}`,
        email: secrets.email,
        linkedin_url: secrets.linkedinUrl,
        preferred_location: secrets.location,
        current_company: secrets.currentCompany,
        expected_base_salary: secrets.expectedBaseSalary,
        dream_scenario_base_salary: secrets.dreamScenarioBaseSalary,
        work_experiences: [expect.objectContaining({ company: secrets.currentCompany })],
      },
    });
    const details = await get(`/api/company/candidate-details/${candidateId}`, viewer.token);
    expect(details.body['candidate']).toMatchObject({ is_unlocked: true, email: secrets.email });
    const graph = await stack.graphql<{ candidateDetails: { candidate: { email: string } } }>(GQL_DETAILS, { id: candidateId }, viewer.token);
    expect(graph.body.data?.candidateDetails.candidate.email).toBe(secrets.email);

    // Another company has not unlocked them: still nothing personal.
    for (const body of await everyCompanyResponse(company.token)) {
      for (const secret of secretTexts) expect(body).not.toContain(secret);
    }
  }, 120_000);
});

describe('POST /api/company/unlock-candidate', () => {
  it('refuses a missing candidate_id, an unknown candidate and an insufficient balance, changing nothing', async () => {
    const missing = await post('/api/company/unlock-candidate', {}, company.token);
    expect([missing.status, missing.body]).toEqual([400, { success: false, error: 'candidate_id is required', message: 'candidate_id is required' }]);
    const unknown = await post('/api/company/unlock-candidate', { candidate_id: 'nobody-at-all' }, company.token);
    expect([unknown.status, unknown.body['error']]).toEqual([404, 'Candidate not found']);

    const poor = await newCompany(`Poor ${sfx}`);
    const { profile } = await events.candidate({ skills: [`${sfx}poor`] });
    await visibleCount(1, poor.token, `${sfx}poor`);
    const refused = await post('/api/company/unlock-candidate', { candidate_id: profile.candidateId }, poor.token);
    const text = 'Insufficient tokens: unlocking a candidate costs 10 tokens and your balance is 0.';
    expect([refused.status, refused.body]).toEqual([400, { success: false, error: text, message: text }]);
    expect((await get('/api/company/unlocked-candidates', poor.token)).body['unlocked_candidates']).toEqual([]);
    expect(await balance(poor.token)).toBe(0);
  }, 60_000);

  it('unlocks for 10 tokens once, lists the candidate and counts it in the stats', async () => {
    const { profile } = await events.candidate({ skills: [`${sfx}buy`] }, [
      { companyName: 'Alpha', stage: 'offer' },
      { companyName: 'Beta', stage: 'onsite' },
    ]);
    await visibleCount(1, company.token, `${sfx}buy`);
    await detailsWith(profile.candidateId, 2);
    const before = await balance(company.token);
    const first = await post('/api/company/unlock-candidate', { candidate_id: profile.candidateId }, company.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Candidate unlocked successfully!',
      tokens: before - 10,
      tokens_spent: 10,
      already_unlocked: false,
      candidate: { candidate_id: profile.candidateId, is_unlocked: true, email: profile.email },
    });
    const again = await post('/api/company/unlock-candidate', { candidate_id: profile.candidateId }, company.token);
    expect(again.body).toMatchObject({ success: true, message: 'Candidate already unlocked', tokens: before - 10, tokens_spent: 0, already_unlocked: true });

    const list = await get('/api/company/unlocked-candidates', company.token);
    expect(list.status).toBe(200);
    expect(list.body['unlocked_candidates']).toContainEqual(
      expect.objectContaining({ id: profile.candidateId, candidate_id: profile.candidateId, tokens_spent: 10 }),
    );
    const stats = (await search('per_page=1')).body['stats'];
    expect(stats).toMatchObject({ unlocked_candidates: 1, unlocked_offers: 1, unlocked_interviews: 2 });
    const row = (await search(`skills=${sfx}buy`)).body['candidates'][0];
    expect(row).toMatchObject({ is_unlocked: true, name: 'Ada Lovelace', email: profile.email });
  }, 60_000);

  it("filters by Unlock Status on the server: the total and the pages count only the company's own unlocked (or locked) candidates", async () => {
    const picker = await newCompany(`Picker ${sfx}`);
    const other = await newCompany(`Other ${sfx}`);
    await grant(picker.user.id, 10, picker.token);
    await grant(other.user.id, 10, other.token);
    const skill = `${sfx}pick`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await events.candidate({ skills: [skill] }, [{ companyName: `Pick target ${i}` }])).profile.candidateId);
    await visibleCount(3, picker.token, skill);
    type Page = { searchCandidates: { candidates: { id: string; isUnlocked: boolean }[]; pagination: { total: number; pages: number } } };
    const QUERY = 'query($input: CandidateSearchInput) { searchCandidates(input: $input) { candidates { id isUnlocked } pagination { total pages } } }';
    const page = async (unlockStatus: string, token = picker.token) => {
      const r = await stack.graphql<Page>(QUERY, { input: { skills: skill, perPage: 2, unlockStatus } }, token);
      expect(r.body.errors).toBeUndefined();
      const found = r.body.data!.searchCandidates;
      return { ids: found.candidates.map((c) => c.id).sort(), unlocked: found.candidates.map((c) => c.isUnlocked), ...found.pagination };
    };
    // Nothing unlocked yet: Unlocked Only is empty, Locked Only is everyone.
    expect(await page('UNLOCKED')).toEqual({ ids: [], unlocked: [], total: 0, pages: 0 });
    expect(await page('LOCKED')).toMatchObject({ total: 3, pages: 2 });

    expect((await post('/api/company/unlock-candidate', { candidate_id: ids[2] }, picker.token)).status).toBe(200);
    // Another company's unlock changes nothing for the picker.
    expect((await post('/api/company/unlock-candidate', { candidate_id: ids[0] }, other.token)).status).toBe(200);
    expect(await page('UNLOCKED')).toEqual({ ids: [ids[2]], unlocked: [true], total: 1, pages: 1 });
    expect(await page('LOCKED')).toEqual({ ids: [ids[0], ids[1]].sort(), unlocked: [false, false], total: 2, pages: 1 });
    expect(await page('ALL')).toMatchObject({ total: 3, pages: 2 });
    expect(await page('UNLOCKED', other.token)).toEqual({ ids: [ids[0]], unlocked: [true], total: 1, pages: 1 });
    // A value outside the enum is refused before the search runs.
    const bad = await stack.graphql(QUERY, { input: { skills: skill, unlockStatus: 'EVERYONE' } }, picker.token);
    expect(bad.body.errors?.[0]?.message).toMatch(/UnlockStatus/);
  }, 90_000);

  it('twenty concurrent unlocks of one candidate charge 10 tokens once; concurrent unlocks of others never go below zero', async () => {
    const rich = await newCompany(`Rush ${sfx}`);
    await grant(rich.user.id, 45, rich.token);
    const candidates: string[] = [];
    for (let i = 0; i < 6; i += 1)
      candidates.push((await events.candidate({ skills: [`${sfx}rush`] }, [{ companyName: `Rush target ${i}` }])).profile.candidateId);
    await visibleCount(6, rich.token, `${sfx}rush`);

    const same = await Promise.all(Array.from({ length: 20 }, () => post('/api/company/unlock-candidate', { candidate_id: candidates[0] }, rich.token)));
    expect(same.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(same.filter((r) => r.body['tokens_spent'] === 10)).toHaveLength(1);
    expect(await balance(rich.token)).toBe(35);

    const others = await Promise.all(candidates.slice(1).map((id) => post('/api/company/unlock-candidate', { candidate_id: id }, rich.token)));
    expect(others.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = others.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual([400, 400]);
    for (const r of refused) expect(r.body['error']).toMatch(/^Insufficient tokens: unlocking a candidate costs 10 tokens and your balance is [0-9]\.$/);
    expect(await balance(rich.token)).toBe(5);
    expect((await get('/api/company/unlocked-candidates', rich.token)).body['unlocked_candidates']).toHaveLength(4);
    const ledger = await stack.services.company.connection.collection('wallet_entries').find({ companyId: rich.user.id }).sort({ seq: 1 }).toArray();
    expect(ledger.map((e) => e['balanceAfter'])).toEqual([45, 35, 25, 15, 5]);
  }, 90_000);

  it('an unlock is seen at once: each of ten concurrent unlocks, then its own details read, shows the contact data (many rounds)', async () => {
    const rounds = 3;
    const reader = await newCompany(`Seen ${sfx}`);
    await grant(reader.user.id, 10 * rounds, reader.token);
    const ids: string[] = [];
    for (let i = 0; i < rounds; i += 1)
      ids.push((await events.candidate({ skills: [`${sfx}seen`] }, [{ companyName: `Seen target ${i}` }])).profile.candidateId);
    await visibleCount(rounds, reader.token, `${sfx}seen`);

    const seen: (string | null)[][] = [];
    for (const id of ids) {
      // searches of the same company keep its context in memory between and during the unlocks
      const searching = Promise.all(Array.from({ length: 3 }, () => search(`skills=${sfx}seen`, reader.token)));
      const reads = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const unlocked = await post('/api/company/unlock-candidate', { candidate_id: id }, reader.token);
          const details = await get(`/api/company/candidate-details/${id}`, reader.token);
          const card = details.body['candidate'] as Json;
          return [String(unlocked.status), String(details.status), (card?.['email'] as string | null) ?? null];
        }),
      );
      await searching;
      seen.push(...reads);
    }
    expect(seen.filter(([unlock, details, email]) => unlock !== '200' || details !== '200' || !email)).toEqual([]);
    expect(await balance(reader.token)).toBe(0);
  }, 120_000);
});

describe('only companies', () => {
  it.each([
    ['GET', '/api/company/search-candidates'],
    ['GET', '/api/company/candidate-details/anyone'],
    ['POST', '/api/company/unlock-candidate'],
    ['GET', '/api/company/unlocked-candidates'],
    ['GET', '/api/company/tokens'],
    ['GET', '/api/company/profile'],
    ['POST', '/api/company/profile'],
  ] as const)('%s %s answers 403 to a candidate and 401 without a token', async (method, path) => {
    const body = method === 'POST' ? { candidate_id: 'anyone', company_name: 'Mine now' } : undefined;
    const asCandidate = await stack.rest<Json>(method, path, body, candidateUser.token);
    expect([asCandidate.status, asCandidate.body['error']]).toEqual([403, 'Only companies can do this']);
    const anonymous = await stack.rest<Json>(method, path, body);
    expect([anonymous.status, anonymous.body['error']]).toEqual([401, 'Authentication required']);
  });

  it('GraphQL answers FORBIDDEN to a candidate too', async () => {
    const r = await stack.graphql('{ searchCandidates { candidates { id email } } }', {}, candidateUser.token);
    expect(r.body.errors?.[0]).toMatchObject({ message: 'Only companies can do this', extensions: { code: 'FORBIDDEN' } });
  });
});
