import { ordinal } from '@hiring/contracts/vocabulary';
import type { CandidateDashboardQuery } from '../../generated/graphql';

/**
 * The ranking cards (docs/product/screens.md#dashboard): Total Interviews, Offers Received, Onsites Received, and
 * Company Interest only when that ranking exists. Each card: the count, the percentile label, a
 * bar as wide as the percentile, and the platform average.
 */
export type Ranking = Pick<CandidateDashboardQuery['rankingStats']['totalInterviews'], 'count' | 'percentile' | 'label' | 'platformAverage'>;

export type RankingCard = Ranking & {
  key: 'total_interviews' | 'offers_received' | 'onsites_received' | 'profile_unlocks';
  title: string;
};

export type RankingInput = Record<'totalInterviews' | 'offersReceived' | 'onsitesReceived' | 'companies', Ranking>;

export function rankingCards(rankings: RankingInput, companyInterest: Ranking | null | undefined): RankingCard[] {
  const cards: RankingCard[] = [
    { key: 'total_interviews', title: 'Total Interviews', ...rankings.totalInterviews },
    { key: 'offers_received', title: 'Offers Received', ...rankings.offersReceived },
    { key: 'onsites_received', title: 'Onsites Received', ...rankings.onsitesReceived },
  ];
  if (companyInterest) cards.push({ key: 'profile_unlocks', title: 'Company Interest', ...companyInterest });
  return cards;
}

/** The bar's width as a CSS percentage, 0% to 100% (empty with nothing counted). */
export function barWidth(card: Pick<RankingCard, 'count' | 'percentile'>): string {
  return `${card.count === 0 ? 0 : wholePercentile(card.percentile)}%`;
}

/** What a card says with a count of 0: no percentile (a mid-rank one would read "18th percentile" for nothing). */
const NOTHING_YET: Record<RankingCard['key'], string> = {
  total_interviews: 'No interviews yet',
  offers_received: 'No offers yet',
  onsites_received: 'No onsites yet',
  profile_unlocks: 'No company interest yet',
};

/** The percentile as a whole number from 0 to 100. */
export function wholePercentile(percentile: number): number {
  return Number.isFinite(percentile) ? Math.min(100, Math.max(0, Math.round(percentile))) : 0;
}

/**
 * One format on every card (issue 32: the spec's labels put "36th percentile" beside "Top 50%" in
 * one row): "92nd percentile"; with nothing counted, what is missing instead.
 */
export function rankingLabel(card: Pick<RankingCard, 'key' | 'count' | 'percentile'>): string {
  if (card.count === 0) return NOTHING_YET[card.key];
  return `${ordinal(wholePercentile(card.percentile))} percentile`;
}

/** A platform average, rounded to one decimal: '1.5', '2', '23.9'. */
export function formatAverage(value: number): string {
  return String(Math.round(value * 10) / 10);
}
