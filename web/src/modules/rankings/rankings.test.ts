import { describe, expect, test } from '@jest/globals';
import { barWidth, formatAverage, labelOf, rankingCards } from './rankings';

const r = (count: number, percentile: number) => ({ count, percentile, label: '', platformAverage: 1.5 });

describe('ranking cards', () => {
  test('three cards, and Company Interest only when that ranking exists', () => {
    const rankings = { totalInterviews: r(4, 92), offersReceived: r(1, 75), onsitesReceived: r(0, 10), companies: r(2, 50) };
    expect(rankingCards(rankings, null).map((c) => c.title)).toEqual(['Total Interviews', 'Offers Received', 'Onsites Received']);
    expect(rankingCards(rankings, r(3, 60)).map((c) => c.title)).toEqual(['Total Interviews', 'Offers Received', 'Onsites Received', 'Company Interest']);
  });

  test('labels follow the spec when the server sent none; bars are percentages', () => {
    expect(labelOf(r(1, 90))).toBe('Top 10%');
    expect(labelOf(r(1, 75))).toBe('Top 25%');
    expect(labelOf(r(1, 50))).toBe('Top 50%');
    expect(labelOf(r(1, 42))).toBe('42nd percentile');
    expect(barWidth(42)).toBe('42%');
    expect(barWidth(140)).toBe('100%');
    expect(barWidth(Number.NaN)).toBe('0%');
    expect(formatAverage(2)).toBe('2');
    expect(formatAverage(1.3333)).toBe('1.33');
  });
});
