import { expect } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { ATS_DOMAIN, interviewEmail, startDnsServer, generateDkimKey, signMessage } from '@hiring/test-kit/mail';
import { startTestPublisher } from '@hiring/test-kit/events';
import {
  startStack,
  startWebhookReceiver,
  type Stack,
  registerCandidate,
  registerCompany,
  type RegisteredUser,
  uploadEml,
  waitForUploadAddress,
} from '@hiring/test-kit/stack';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Values that exist nowhere but in one test file's accounts. */
export function distinctValues(label: string) {
  const sfx = uniqueSuffix();
  return {
    sfx,
    skill: `skill${sfx}`,
    firstName: `Zelda${sfx}`,
    lastName: `Quist${sfx}`,
    linkedin: `https://www.linkedin.com/in/zq-${sfx}`,
    location: `Reykjavik ${sfx}`,
    salary: 100_000 + Math.floor(Math.random() * 900_000),
    notes: `Notes only I wrote ${sfx}`,
    companyName: `${label} ${sfx} Inc`,
    companyEmail: `hr.${sfx}@${label.toLowerCase()}-${sfx}.com`,
    keyName: `key-${sfx}`,
  };
}

export type Distinct = ReturnType<typeof distinctValues>;

/**
 * The people of the privacy tests on the whole back end: a candidate with distinctive values who
 * uploaded one signed interview email and noted its process, and a proven company (registered
 * at its own domain) that was granted 10 tokens, unlocked the candidate and made an API key.
 */
export async function privacyWorld(distinct: Distinct) {
  const dns = await startDnsServer();
  const key = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
  const publisher = await startTestPublisher();
  const stack: Stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(',') } } });
  const get = (path: string, token?: string) => stack.rest<Json>('GET', path, undefined, token);

  const candidate: RegisteredUser = await registerCandidate(stack, {
    firstName: distinct.firstName,
    lastName: distinct.lastName,
    careerData: {
      linkedin_url: distinct.linkedin,
      work_location: distinct.location,
      expected_base_salary: distinct.salary,
      top5_skills: JSON.stringify([distinct.skill]),
    },
  });
  await waitForUploadAddress(stack, candidate);
  const email = await signMessage(interviewEmail(candidate.email, { messageId: `privacy-${distinct.sfx}` }), { domain: ATS_DOMAIN, selector: 's1', key });
  const uploaded = await uploadEml<Json>(stack.gateway.url, email, candidate.token);
  expect(uploaded.status).toBe(200);
  const interviewId = uploaded.body['interview'].id as string;
  const processId = uploaded.body['interview'].process_id as string;
  const notes = await stack.rest(
    'PATCH',
    `/api/candidate/interview-processes/${encodeURIComponent(processId)}/notes`,
    { notes: distinct.notes },
    candidate.token,
  );
  expect(notes.status).toBe(200);

  const company: RegisteredUser = await registerCompany(stack, { companyName: distinct.companyName, email: distinct.companyEmail });
  await waitFor(async () => (await get('/api/company/profile', company.token)).status === 200, { what: 'the company profile' });
  await publisher.events.grant(company.user.id, 10);
  await waitFor(async () => (await get('/api/company/tokens', company.token)).body['tokens'] === 10, { what: 'the grant' });
  // Its partner integration: an endpoint told of unlocks and erasures, and a saved search.
  const receiver = await startWebhookReceiver();
  const endpoint = await stack.graphql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
    'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
    { input: { url: `${receiver.url}/hooks`, events: ['candidate.unlocked', 'candidate.erased'], description: 'privacy' } },
    company.token,
  );
  expect(endpoint.body.errors).toBeUndefined();
  const saved = await stack.graphql(
    'mutation($input: SaveSearchInput!) { saveSearch(input: $input) { id } }',
    { input: { name: 'Onsite candidates', filter: { interviewStage: 'onsite' } } },
    company.token,
  );
  expect(saved.body.errors).toBeUndefined();
  await waitFor(async () => (await get(`/api/company/search-candidates?skills=${distinct.skill}`, company.token)).body['candidates']?.length === 1, {
    what: 'the candidate in search',
  });
  expect((await stack.rest('POST', '/api/company/unlock-candidate', { candidate_id: candidate.user.id }, company.token)).status).toBe(200);
  // The unlocked card went to the endpoint (and sits in the company's delivery log).
  await receiver.waitFor('/hooks', 1, (hook) => hook.json.type === 'candidate.unlocked');
  const created = await stack.graphql<{ createApiKey: { secret: string } }>(
    'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
    { input: { name: distinct.keyName, scopes: ['TOKENS_READ'] } },
    company.token,
  );
  const apiKeySecret = created.body.data!.createApiKey.secret;

  return {
    stack,
    publisher,
    candidate,
    company,
    email,
    interviewId,
    apiKeySecret,
    receiver,
    async stop() {
      await stack.stop();
      await receiver.stop();
      await publisher.stop();
      await dns.close();
    },
  };
}

export type PrivacyWorld = Awaited<ReturnType<typeof privacyWorld>>;
