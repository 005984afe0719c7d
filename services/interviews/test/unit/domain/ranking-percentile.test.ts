import { describe, expect, it } from '@jest/globals';
import { percentileLabel } from '@hiring/contracts';
import { midRankPercentile } from '../../../src/domain/ranking-stats.service.js';

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
