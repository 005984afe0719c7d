import { describe, expect, test } from '@jest/globals';
import { barWidth, formatAverage, rankingCards, rankingLabel, wholePercentile } from './rankings';

const r = (count: number, percentile: number) => ({ count, percentile, label: '', platformAverage: 1.5 });

describe('ranking cards', () => {
  test('three cards, and Company Interest only when that ranking exists', () => {
    const rankings = { totalInterviews: r(4, 92), offersReceived: r(1, 75), onsitesReceived: r(0, 10), companies: r(2, 50) };
    expect(rankingCards(rankings, null).map((c) => c.title)).toEqual(['Total Interviews', 'Offers Received', 'Onsites Received']);
    expect(rankingCards(rankings, r(3, 60)).map((c) => c.title)).toEqual(['Total Interviews', 'Offers Received', 'Onsites Received', 'Company Interest']);
  });

  test('issue 32: one format on every card, whole percentiles, and no percentile for nothing', () => {
    const cards = rankingCards({ totalInterviews: r(4, 92.4), offersReceived: r(1, 36), onsitesReceived: r(0, 18), companies: r(2, 50) }, r(0, 23));
    expect(cards.map(rankingLabel)).toEqual(['92nd percentile', '36th percentile', 'No onsites yet', 'No company interest yet']);
    expect(rankingLabel({ key: 'total_interviews', count: 0, percentile: 5 })).toBe('No interviews yet');
    expect(rankingLabel({ key: 'offers_received', count: 2, percentile: 101 })).toBe('100th percentile');
    expect(cards.map(barWidth)).toEqual(['92%', '36%', '0%', '0%']);
    expect(barWidth({ count: 1, percentile: Number.NaN })).toBe('0%');
    expect(wholePercentile(140)).toBe(100);
  });

  test('platform averages rounded to one decimal', () => {
    expect(formatAverage(2)).toBe('2');
    expect(formatAverage(23.94)).toBe('23.9');
    expect(formatAverage(1.3333)).toBe('1.3');
    expect(formatAverage(0.05)).toBe('0.1');
  });
});
