#!/usr/bin/env node
/**
 * A partner's sync script (docs/partners.md): pages through the candidates matching a filter with
 * cursors, unlocks the locked ones within a budget, and prints each unlocked candidate's contact
 * details. Plain Node 20 (fetch), no dependencies: copy it and adapt.
 *
 *   HM_API_KEY=ipk_... node deploy/examples/partner-sync.mjs --skills "TypeScript" --budget 3
 *
 * Options: --url (default $HM_API_URL or http://localhost:4000/graphql), --skills, --company,
 * --stage, --budget (unlocks this run, default 0: only list), --page-size (default 50).
 * Output: one JSON object per line ({"event":"candidate"|"unlocked"|"contact"|"summary", ...}).
 */
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.HM_API_URL ?? 'http://localhost:4000/graphql' },
    skills: { type: 'string' },
    company: { type: 'string' },
    stage: { type: 'string' },
    budget: { type: 'string', default: '0' },
    'page-size': { type: 'string', default: '50' },
  },
});
const key = process.env.HM_API_KEY;
if (!key) {
  console.error('Set HM_API_KEY to an API key (Company profile > API).');
  process.exit(2);
}
const budget = Number(options.budget);
const pageSize = Number(options['page-size']);
const print = (event, data) => console.log(JSON.stringify({ event, ...data }));

/** One GraphQL call; waits out a 429 as its Retry-After says. */
async function call(query, variables = {}) {
  for (;;) {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query, variables }),
    });
    if (response.status === 429) {
      const wait = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    const body = await response.json();
    if (response.status !== 200 || body.errors?.length) {
      const error = new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
      error.code = body.errors?.[0]?.extensions?.code;
      throw error;
    }
    return body.data;
  }
}

const CANDIDATES = `query Page($first: Int, $after: String, $filter: CandidateFilterInput) {
  candidates(first: $first, after: $after, filter: $filter) {
    edges { node { id isUnlocked currentPosition yearsExperience stats { totalInterviews offersReceived } } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
const UNLOCK = `mutation Unlock($id: ID!) { unlockCandidate(candidateId: $id) { alreadyUnlocked tokens } }`;
const CONTACTS = `query Contacts($after: String) {
  unlockedCandidatesConnection(first: 100, after: $after) {
    edges { node { id unlockedAt candidate { name email linkedinUrl } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const filter = { skills: options.skills ?? null, companyName: options.company ?? null, interviewStage: options.stage ?? null };
const locked = [];
let seen = 0;
for (let after = null; ;) {
  const { candidates } = await call(CANDIDATES, { first: pageSize, after, filter });
  for (const { node } of candidates.edges) {
    seen += 1;
    print('candidate', {
      id: node.id,
      unlocked: node.isUnlocked,
      position: node.currentPosition,
      interviews: node.stats.totalInterviews,
      offers: node.stats.offersReceived,
    });
    if (!node.isUnlocked) locked.push(node.id);
  }
  if (!candidates.pageInfo.hasNextPage) break;
  after = candidates.pageInfo.endCursor;
}

let unlocked = 0;
let stoppedBy = null;
for (const id of locked) {
  if (unlocked >= budget) break;
  try {
    const { unlockCandidate } = await call(UNLOCK, { id });
    if (!unlockCandidate.alreadyUnlocked) unlocked += 1;
    print('unlocked', { id, tokensLeft: unlockCandidate.tokens });
  } catch (error) {
    // out of tokens or past the key's daily limit: stop, the rest waits for the next run
    stoppedBy = error.message;
    break;
  }
}

let contacts = 0;
for (let after = null; ;) {
  const { unlockedCandidatesConnection: page } = await call(CONTACTS, { after });
  for (const { node } of page.edges) {
    contacts += 1;
    print('contact', {
      id: node.id,
      unlockedAt: node.unlockedAt,
      name: node.candidate?.name ?? null,
      email: node.candidate?.email ?? null,
      linkedin: node.candidate?.linkedinUrl ?? null,
    });
  }
  if (!page.pageInfo.hasNextPage) break;
  after = page.pageInfo.endCursor;
}
print('summary', { seen, locked: locked.length, unlocked, contacts, stoppedBy });
