import { describe, expect, it } from '@jest/globals';
import { percentileLabel } from '@hiring/contracts';
import { midRankPercentile, RankingStats } from '../../../src/domain/ranking-stats.service.js';

type Row = { candidateId: string; stage: string; processId: string };

/** Just enough of the three models for RankingStats; counts the whole-population loads. */
function fakeModels(rows: Row[], unlocked: string[], registered: number) {
  const loads = { interviews: 0 };
  const query = <T>(value: () => T) => ({ lean: () => ({ exec: async () => value() }), exec: async () => value() });
  const interviews = {
    find: (filter: { candidateId?: string }) => {
      if (filter.candidateId === undefined) loads.interviews += 1;
      // A load takes a while, as a scan does: concurrent callers overlap it.
      return {
        lean: () => ({
          exec: () =>
            new Promise((resolve) =>
              setTimeout(() => resolve(rows.filter((r) => filter.candidateId === undefined || r.candidateId === filter.candidateId)), 10),
            ),
        }),
      };
    },
  };
  const interest = {
    find: () => query(() => unlocked.map((candidateId) => ({ candidateId }))),
    countDocuments: (filter: { candidateId: string }) => query(() => unlocked.filter((id) => id === filter.candidateId).length),
  };
  const mailboxes = { countDocuments: () => query(() => registered) };
  return { loads, deps: { interviews, interest, mailboxes } as unknown as ConstructorParameters<typeof RankingStats>[0] };
}

/** Percentile of `value` among `population` (which includes the candidate), by the mid-rank rule. */
function of(value: number, population: number[]): number {
  return midRankPercentile(population.filter((v) => v < value).length, population.filter((v) => v === value).length, population.length);
}

describe('the mid-rank percentile of the ranking cards', () => {
  it('puts a tie in the middle: Company Interest 1 against a platform where everyone has 1 is the 50th, not the 0th', () => {
    expect(of(1, [1, 1])).toBe(50);
    expect(percentileLabel(of(1, [1, 1]))).toBe('Top 50%');
  });

  it('puts everyone at the 50th when all counts are equal, including all zero', () => {
    expect(of(3, [3, 3, 3, 3, 3])).toBe(50);
    expect(of(0, [0, 0, 0])).toBe(50);
  });

  it('puts a lone candidate at the 50th', () => {
    expect(of(7, [7])).toBe(50);
    expect(of(0, [0])).toBe(50);
  });

  it('ranks a leader high and a trailer low, ties splitting the difference', () => {
    // 7 interviews against four candidates with fewer: (4 + 0.5) / 5.
    expect(of(7, [0, 1, 2, 3, 7])).toBe(90);
    expect(percentileLabel(of(7, [0, 1, 2, 3, 7]))).toBe('Top 10%');
    // the lowest of five: (0 + 0.5) / 5 = 10th
    expect(of(0, [0, 1, 2, 3, 7])).toBe(10);
    expect(percentileLabel(of(0, [0, 1, 2, 3, 7]))).toBe('10th percentile');
    // one below, two tied of four: (1 + 1) / 4
    expect(of(2, [1, 2, 2, 5])).toBe(50);
  });

  it('never divides by zero', () => {
    expect(midRankPercentile(0, 0, 0)).toBe(0);
  });

  it('labels with proper ordinals', () => {
    expect(percentileLabel(1)).toBe('1st percentile');
    expect(percentileLabel(2)).toBe('2nd percentile');
    expect(percentileLabel(3)).toBe('3rd percentile');
    expect(percentileLabel(11)).toBe('11th percentile');
    expect(percentileLabel(12)).toBe('12th percentile');
    expect(percentileLabel(13)).toBe('13th percentile');
    expect(percentileLabel(21)).toBe('21st percentile');
    expect(percentileLabel(49)).toBe('49th percentile');
    expect(percentileLabel(50)).toBe('Top 50%');
    expect(percentileLabel(75)).toBe('Top 25%');
    expect(percentileLabel(90)).toBe('Top 10%');
  });
});

describe('the platform side of the rankings', () => {
  const rows: Row[] = [
    ...['p1', 'p2', 'p3'].map((processId) => ({ candidateId: 'a', stage: 'offer', processId })),
    { candidateId: 'b', stage: 'onsite', processId: 'p4' },
    { candidateId: 'c', stage: 'applied', processId: 'p5' },
  ];

  it('is loaded once for 50 concurrent calls, after a start and after each expiry', async () => {
    const { loads, deps } = fakeModels(rows, ['a'], 5);
    const stats = new RankingStats(deps, 0);
    await Promise.all(Array.from({ length: 50 }, () => stats.forCandidate('b')));
    expect(loads.interviews).toBe(1);
    // cache of 0 ms: every later wave is after an expiry, and is one load again
    await Promise.all(Array.from({ length: 50 }, () => stats.forCandidate('c')));
    expect(loads.interviews).toBe(2);
  });

  it('ranks against every registered candidate, those without interviews at 0', async () => {
    const stats = new RankingStats(fakeModels(rows, ['a'], 5).deps);
    const a = await stats.forCandidate('a');
    const b = await stats.forCandidate('b');
    // five registered: a has 3 interviews, b and c 1, two have none
    expect(a.totalInterviews.percentile).toBe(of(3, [3, 1, 1, 0, 0]));
    expect(b.totalInterviews.percentile).toBe(of(1, [3, 1, 1, 0, 0]));
    expect(b.totalInterviews.platformAverage).toBe(1);
    expect(a.offersReceived.percentile).toBe(of(3, [3, 0, 0, 0, 0]));
    expect(b.onsitesReceived.percentile).toBe(of(1, [0, 1, 0, 0, 0]));
    expect(a.profileUnlocks?.percentile).toBe(of(1, [1, 0, 0, 0, 0]));
    expect(b.profileUnlocks).toBeNull();
    expect(a.totalCandidates).toBe(5);
  });
});
