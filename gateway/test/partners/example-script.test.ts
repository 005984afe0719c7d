/**
 * Issue 17: the partner quickstart's example script (deploy/examples/partner-sync.mjs) runs
 * against the stack with a real API key: it pages through the matching candidates with cursors,
 * unlocks within its budget, prints the unlocked contacts; a second run spends only what is left.
 * The webhook receiver example (deploy/examples/webhook-receiver.mjs) verifies a real unlock's
 * signed candidate.unlocked and rejects a forged request.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startTestPublisher, type EventPublisher } from '@hiring/test-kit/events';
import { registerCompany, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';

const SCRIPT = fileURLToPath(new URL('../../../deploy/examples/partner-sync.mjs', import.meta.url));
const RECEIVER = fileURLToPath(new URL('../../../deploy/examples/webhook-receiver.mjs', import.meta.url));
const run = promisify(execFile);

let stack: Stack;
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;
let events: EventPublisher;
let company: RegisteredUser;
let key: string;
const marker = `Sync${uniqueSuffix().replace(/[^A-Za-z0-9]/g, '')}`;

type Line = Record<string, unknown> & { event: string };

async function sync(budget: number, apiKey = key): Promise<Line[]> {
  const { stdout } = await run(process.execPath, [SCRIPT, '--skills', marker, '--budget', String(budget), '--page-size', '2'], {
    env: { ...process.env, HM_API_KEY: apiKey, HM_API_URL: `${stack.gateway.url}/graphql` },
  });
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
}

beforeAll(async () => {
  publisher = await startTestPublisher();
  events = publisher.events;
  stack = await startStack();
  company = await registerCompany(stack);
  await stack.graphql('mutation { createCheckoutSession(input: { purchaseType: "one_time" }) { message } }', {}, company.token);
  const created = await stack.graphql<{ createApiKey: { secret: string } }>(
    'mutation { createApiKey(input: { name: "sync script", scopes: [CANDIDATES_READ, CANDIDATES_UNLOCK] }) { secret } }',
    {},
    company.token,
  );
  key = created.body.data!.createApiKey.secret;
  for (let n = 1; n <= 3; n += 1) {
    await events.candidate({ firstName: `Sync${n}`, lastName: 'Person', email: `sync${n}.${marker.toLowerCase()}@example.test`, skills: ['Go', marker] }, [
      { interviewDate: `2026-02-0${n}T00:00:00.000Z` },
    ]);
  }
  await waitFor(
    async () => {
      const page = await stack.graphql<{ candidates: { totalCount: number } }>(
        'query($f: CandidateFilterInput) { candidates(first: 1, filter: $f) { totalCount } }',
        { f: { skills: marker } },
        key,
      );
      return page.body.data?.candidates.totalCount === 3;
    },
    { what: 'three candidates in the search', timeoutMs: 60_000 },
  );
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await publisher?.stop();
});

describe('deploy/examples/partner-sync.mjs', () => {
  it('pages with cursors, unlocks within its budget, prints the contacts; the next run spends what is left', async () => {
    const first = await sync(2);
    expect(first.filter((line) => line.event === 'candidate')).toHaveLength(3);
    expect(first.filter((line) => line.event === 'unlocked')).toHaveLength(2);
    const contacts = first.filter((line) => line.event === 'contact');
    expect(contacts).toHaveLength(2);
    for (const contact of contacts) expect(contact['email']).toEqual(expect.stringContaining(marker.toLowerCase()));
    expect(first.at(-1)).toEqual({ event: 'summary', seen: 3, locked: 3, unlocked: 2, contacts: 2, stoppedBy: null });

    const second = await sync(2);
    expect(second.at(-1)).toEqual({ event: 'summary', seen: 3, locked: 1, unlocked: 1, contacts: 3, stoppedBy: null });
    const unlocked = await stack.rest<{ unlocked_candidates?: unknown[] }>('GET', '/api/company/unlocked-candidates', undefined, company.token);
    expect(unlocked.status).toBe(200);
  });

  it("stops at the key's daily unlock limit and says why", async () => {
    const limited = await stack.graphql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(input: { name: "limited", scopes: [CANDIDATES_READ, CANDIDATES_UNLOCK], dailyUnlockLimit: 0 }) { secret } }',
      {},
      company.token,
    );
    await events.candidate({ firstName: 'Late', skills: ['Go', marker] }, [{ interviewDate: '2026-03-01T00:00:00.000Z' }]);
    await waitFor(
      async () => {
        const page = await stack.graphql<{ candidates: { totalCount: number } }>(
          'query($f: CandidateFilterInput) { candidates(first: 1, filter: $f) { totalCount } }',
          { f: { skills: marker } },
          key,
        );
        return page.body.data?.candidates.totalCount === 4;
      },
      { what: 'the fourth candidate', timeoutMs: 60_000 },
    );
    const lines = await sync(5, limited.body.data!.createApiKey.secret);
    expect(lines.at(-1)).toMatchObject({
      event: 'summary',
      locked: 1,
      unlocked: 0,
      stoppedBy: "This API key's daily limit of 0 unlocks is reached; it resets at 00:00 UTC",
    });
  });
});

describe('deploy/examples/webhook-receiver.mjs', () => {
  it('verifies a real candidate.unlocked, ignores its replay, and rejects a forged request', async () => {
    const created = await stack.graphql<{ createWebhookEndpoint: { secret: string; endpoint: { id: string } } }>(
      'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:1/placeholder", events: ["candidate.unlocked"] }) { secret endpoint { id } } }',
      {},
      company.token,
    );
    const { secret, endpoint } = created.body.data!.createWebhookEndpoint;
    const child = spawn(process.execPath, [RECEIVER, '--port', '0'], { env: { ...process.env, HM_WEBHOOK_SECRET: secret } });
    const lines: Line[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(JSON.parse(line) as Line));
    try {
      const listening = await waitFor(async () => lines.find((line) => line.event === 'listening'), { what: 'the receiver listening' });
      const url = String(listening['url']).replace('localhost', '127.0.0.1');
      const moved = await stack.graphql(
        'mutation($id: ID!, $url: String!) { updateWebhookEndpoint(id: $id, input: { url: $url }) { url } }',
        { id: endpoint.id, url },
        company.token,
      );
      expect(moved.body.errors).toBeUndefined();

      const forged = await fetch(url, {
        method: 'POST',
        headers: { 'webhook-id': 'msg_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
        body: '{}',
      });
      expect(forged.status).toBe(400);

      const { profile } = await events.candidate({ firstName: 'Hooked', skills: ['Go', marker] }, [{ interviewDate: '2026-04-01T00:00:00.000Z' }]);
      await waitFor(
        async () => (await stack.graphql(`mutation { unlockCandidate(candidateId: "${profile.candidateId}") { tokens } }`, {}, key)).body.errors === undefined,
        { what: 'the unlock', timeoutMs: 60_000 },
      );
      const webhook = await waitFor(async () => lines.find((line) => line.event === 'webhook'), { what: 'the verified webhook', timeoutMs: 30_000 });
      expect(webhook).toMatchObject({ type: 'candidate.unlocked', data: { candidateId: profile.candidateId } });
      expect(lines).toContainEqual({ event: 'rejected', reason: 'signature does not match' });

      const log = await stack.graphql<{ webhookDeliveries: { edges: { node: { id: string } }[] } }>(
        'query($id: ID!) { webhookDeliveries(endpointId: $id) { edges { node { id } } } }',
        { id: endpoint.id },
        company.token,
      );
      await stack.graphql(
        'mutation($id: ID!) { replayWebhookDelivery(id: $id) { id } }',
        { id: log.body.data!.webhookDeliveries.edges[0]!.node.id },
        company.token,
      );
      await waitFor(async () => lines.find((line) => line.event === 'duplicate'), { what: 'the replay seen as a repeat' });
    } finally {
      child.kill();
    }
  }, 120_000);
});
