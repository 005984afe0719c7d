/**
 * The ranking cards' percentiles through the running product (issue 16): mid-rank with ties, so a
 * tie is the 50th percentile rather than the 0th, and a leader is ranked high, over real uploads
 * and real CandidateUnlocked events.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CandidateUnlockedV1, createEnvelope } from '@hiring/contracts';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startStack, type Stack, registerCandidate, type RegisteredUser, uploadEml, waitForUploadAddress } from '@hiring/test-kit/stack';

type Rankings = Record<string, { count: number; percentile: number; label: string; platform_average: number } | undefined>;

let stack: Stack;
let ada: RegisteredUser;
let bob: RegisteredUser;

const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Soylent', 'Stark'];

function email(to: string, company: string, subject: string, body: string) {
  return [
    `From: ${company} Recruiting <recruiting@${company.toLowerCase()}.example>`,
    `To: ${to}`,
    `Subject: ${subject}`,
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <${uniqueSuffix()}@${company.toLowerCase()}.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hi,',
    '',
    body,
    '',
    `${company} Recruiting`,
    '',
  ].join('\r\n');
}

async function upload(file: string, token: string) {
  expect((await uploadEml(stack.gateway.url, file, token)).status).toBe(200);
}

async function unlock(candidateId: string) {
  const companyId = `company-${uniqueSuffix()}`;
  const event = createEnvelope(CandidateUnlockedV1, {
    aggregateId: candidateId,
    payload: {
      unlockId: `${companyId}:${candidateId}`,
      companyId,
      candidateId,
      companyName: 'Acme',
      companyDomain: null,
      tokensSpent: 10,
      unlockedAt: new Date().toISOString(),
    },
  });
  await stack.services.interviews.producer.send({ topic: CandidateUnlockedV1.topic, messages: [{ key: candidateId, value: JSON.stringify(event) }] });
}

const rankingsOf = async (user: RegisteredUser) =>
  (await stack.rest<{ rankings: Rankings }>('GET', '/api/candidate/ranking-stats', undefined, user.token)).body.rankings;

beforeAll(async () => {
  // No reuse of the platform counts: each question sees the other candidate's latest uploads.
  stack = await startStack({ env: { interviews: { RANKING_CACHE_MS: '0' } } });
  [ada, bob] = await Promise.all([registerCandidate(stack, { firstName: 'Ada' }), registerCandidate(stack, { firstName: 'Bob' })]);
  for (const user of [ada, bob]) {
    await waitForUploadAddress(stack, user);
  }
  // Ada: 7 interviews, one of them an offer; Bob: one interview. One unlock each.
  for (const [i, company] of COMPANIES.entries()) {
    const offer = i === 0;
    await upload(
      email(
        ada.email,
        company,
        offer ? `Your offer from ${company}` : `Technical screen with ${company}`,
        offer
          ? `We are delighted to offer you the Senior Software Engineer position at ${company}.`
          : `We would like to invite you to a technical screen for the Software Engineer position at ${company} on November ${10 + i}, 2026.`,
      ),
      ada.token,
    );
  }
  await upload(
    email(
      bob.email,
      'Acme',
      'Technical screen with Acme',
      'We would like to invite you to a technical screen for the Software Engineer position at Acme on November 20, 2026.',
    ),
    bob.token,
  );
  await unlock(ada.user.id);
  await unlock(bob.user.id);
  await waitFor(async () => ((await rankingsOf(ada))['profile_unlocks'] && (await rankingsOf(bob))['profile_unlocks'] ? true : null), {
    what: 'both unlocks counted',
  });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

describe('ranking percentiles: mid-rank with ties', () => {
  it('a tie (Company Interest 1 against a platform average of 1) is the 50th percentile, Top 50%, not the 0th', async () => {
    const rankings = await rankingsOf(ada);
    expect(rankings['profile_unlocks']).toEqual({ count: 1, percentile: 50, label: 'Top 50%', platform_average: 1 });
    expect((await rankingsOf(bob))['profile_unlocks']).toMatchObject({ count: 1, percentile: 50, label: 'Top 50%' });
  });

  it('the candidate with 7 interviews, an offer and an unlock sees no 0th percentile card', async () => {
    const rankings = await rankingsOf(ada);
    // 7 against 1 among two candidates: (1 below + 0.5 * 1 equal) / 2
    expect(rankings['total_interviews']).toEqual({ count: 7, percentile: 75, label: 'Top 25%', platform_average: 4 });
    expect(rankings['offers_received']).toMatchObject({ count: 1, percentile: 75, label: 'Top 25%' });
    for (const [key, ranking] of Object.entries(rankings)) {
      expect([key, ranking!.label]).not.toEqual([key, '0th percentile']);
      expect(ranking!.percentile).toBeGreaterThan(0);
    }
  });

  it('the trailing candidate gets an honest ordinal percentile', async () => {
    const rankings = await rankingsOf(bob);
    // 1 against 7: (0 below + 0.5 * 1 equal) / 2
    expect(rankings['total_interviews']).toMatchObject({ count: 1, percentile: 25, label: '25th percentile' });
    expect(rankings['offers_received']).toMatchObject({ count: 0, percentile: 25, label: '25th percentile' });
  });
});
