/**
 * Issue 17: cursor pagination through the running stack with an API key. Paging through the
 * candidates neither repeats nor skips anyone while new candidates arrive between pages; the
 * unlocked list pages newest first with each candidate's contact details; bad arguments are
 * refused with clear texts. Candidates arrive as the events the candidate and interviews services
 * publish (real Kafka and FerretDB).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startTestPublisher, type EventPublisher } from '@hiring/test-kit/events';
import { registerCompany, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';

let stack: Stack;
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;
let events: EventPublisher;
let company: RegisteredUser;
let key: string;
const marker = `Cursor${uniqueSuffix().replace(/[^A-Za-z0-9]/g, '')}`;

interface Page {
  edges: { cursor: string; node: { id: string; email: string | null; isUnlocked: boolean } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

const CANDIDATES = `query Page($first: Int, $after: String, $filter: CandidateFilterInput) {
  candidates(first: $first, after: $after, filter: $filter) {
    edges { cursor node { id email isUnlocked } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
  }
}`;

async function page(first: number, after: string | null): Promise<Page> {
  const answer = await stack.graphql<{ candidates: Page }>(CANDIDATES, { first, after, filter: { skills: marker } }, key);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.candidates;
}

/** A searchable candidate with the run's marker skill and one interview on `date` (a newer date ranks first). */
const candidate = (name: string, date: string) =>
  events.candidate({ firstName: name, skills: ['Go', marker] }, [{ interviewDate: date, stage: 'onsite', companyName: 'Globex' }]);

async function totalIs(count: number): Promise<void> {
  await waitFor(async () => (await page(1, null)).totalCount === count, { what: `${count} candidates in the search`, timeoutMs: 60_000 });
}

beforeAll(async () => {
  publisher = await startTestPublisher();
  events = publisher.events;
  stack = await startStack();
  company = await registerCompany(stack);
  const created = await stack.graphql<{ createApiKey: { secret: string } }>(
    'mutation { createApiKey(input: { name: "sync", scopes: [CANDIDATES_READ, CANDIDATES_UNLOCK], rateLimitPerMinute: 600 }) { secret } }',
    {},
    company.token,
  );
  key = created.body.data!.createApiKey.secret;
  for (let n = 1; n <= 5; n += 1) await candidate(`Old${n}`, `2026-01-0${n}T00:00:00.000Z`);
  await totalIs(5);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await publisher?.stop();
});

describe('the candidates connection', () => {
  it('pages through once, in order, while new candidates arrive ahead of the cursor', async () => {
    const first = await page(2, null);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0]!.cursor, endCursor: first.edges[1]!.cursor });
    const seen = first.edges.map((edge) => edge.node.id);
    // two newer candidates arrive: page-number paging would now show two of the first page again
    await candidate('New1', '2026-06-01T00:00:00.000Z');
    await candidate('New2', '2026-06-02T00:00:00.000Z');
    await totalIs(7);
    let after = first.pageInfo.endCursor;
    for (;;) {
      const next = await page(2, after);
      expect(next.pageInfo.hasPreviousPage).toBe(true);
      seen.push(...next.edges.map((edge) => edge.node.id));
      if (!next.pageInfo.hasNextPage) break;
      after = next.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    // from the start again, the newcomers lead
    const fresh = await page(7, null);
    expect(fresh.edges).toHaveLength(7);
    expect(fresh.pageInfo.hasNextPage).toBe(false);
    expect(fresh.edges.slice(2).map((edge) => edge.node.id)).toEqual(seen);
    // locked candidates show no contact details to a key either
    expect(fresh.edges.every((edge) => edge.node.email === null && !edge.node.isUnlocked)).toBe(true);
  });

  it('refuses a page size out of range and a cursor it did not make', async () => {
    const tooMany = await stack.graphql(CANDIDATES, { first: 101 }, key);
    expect(tooMany.body.errors?.[0]?.message).toBe('first must be a whole number from 1 to 100');
    const forged = await stack.graphql(CANDIDATES, { first: 2, after: 'offset:10' }, key);
    expect(forged.body.errors?.[0]).toMatchObject({ message: 'Invalid cursor: pass an endCursor this API returned', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('the unlocked candidates connection', () => {
  it('pages newest first with the contact details of each unlocked candidate', async () => {
    const bought = await stack.graphql('mutation { createCheckoutSession(input: { purchaseType: "one_time" }) { message } }', {}, company.token);
    expect(bought.body.errors).toBeUndefined();
    const ids = (await page(3, null)).edges.map((edge) => edge.node.id);
    for (const id of ids) {
      const unlocked = await stack.graphql(`mutation { unlockCandidate(candidateId: "${id}") { tokens } }`, {}, key);
      expect(unlocked.body.errors).toBeUndefined();
    }
    const QUERY = `query Unlocked($after: String) { unlockedCandidatesConnection(first: 2, after: $after) {
      edges { cursor node { id unlockedAt candidate { id email isUnlocked } } } pageInfo { hasNextPage endCursor } totalCount } }`;
    type Unlocked = {
      edges: { node: { id: string; unlockedAt: string; candidate: { id: string; email: string | null; isUnlocked: boolean } | null } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      totalCount: number;
    };
    const one = await stack.graphql<{ unlockedCandidatesConnection: Unlocked }>(QUERY, {}, key);
    const firstPage = one.body.data!.unlockedCandidatesConnection;
    expect(firstPage.totalCount).toBe(3);
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const two = await stack.graphql<{ unlockedCandidatesConnection: Unlocked }>(QUERY, { after: firstPage.pageInfo.endCursor }, key);
    const secondPage = two.body.data!.unlockedCandidatesConnection;
    expect(secondPage.pageInfo.hasNextPage).toBe(false);
    const nodes = [...firstPage.edges, ...secondPage.edges].map((edge) => edge.node);
    expect(nodes.map((node) => node.id).sort()).toEqual([...ids].sort());
    const times = nodes.map((node) => Date.parse(node.unlockedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const node of nodes) expect(node.candidate).toMatchObject({ id: node.id, isUnlocked: true, email: expect.stringContaining('@') });
  });
});
