import { percentileLabel } from '@hiring/contracts/vocabulary';
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

/** The bar's width as a CSS percentage, 0% to 100%. */
export function barWidth(percentile: number): string {
  const value = Number.isFinite(percentile) ? Math.min(100, Math.max(0, percentile)) : 0;
  return `${value}%`;
}

/** The label the server sent, else the spec's rule on the percentile. */
export function labelOf(ranking: Ranking): string {
  return ranking.label || percentileLabel(ranking.percentile);
}

/** '1.5', '2', '0.33' */
export function formatAverage(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}
