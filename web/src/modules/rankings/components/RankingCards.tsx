import { barWidth, formatAverage, rankingLabel, wholePercentile, type RankingCard } from '../rankings';

/** The candidate's ranking cards (docs/product/screens.md#dashboard). */
export function RankingCards({ cards }: { cards: RankingCard[] }) {
  return (
    <ul className="ranking-cards">
      {cards.map((card) => (
        <li key={card.key} className="ranking-card" data-ranking={card.key} aria-labelledby={`ranking-${card.key}`}>
          <p id={`ranking-${card.key}`} className="ranking-card__title">
            {card.title}
          </p>
          <p className="ranking-card__count">{card.count}</p>
          <p className={`ranking-card__label${card.count === 0 ? ' ranking-card__label--none' : ''}`}>{rankingLabel(card)}</p>
          <div
            className="ranking-card__bar"
            role="meter"
            aria-label={`${card.title} percentile`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={card.count === 0 ? 0 : wholePercentile(card.percentile)}
            aria-valuetext={rankingLabel(card)}
          >
            <span className="ranking-card__fill" style={{ width: barWidth(card) }} />
          </div>
          <p className="ranking-card__average">Platform average: {formatAverage(card.platformAverage)}</p>
        </li>
      ))}
    </ul>
  );
}
