import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { Modal } from '../../ui/components/Modal';
import { formatAverage, rankingLabel, type RankingCard } from '../rankings';

interface RankingsModalProps {
  totalInterviews: number;
  companies: number;
  /** The dashboard's ranking cards (none while the ranking stats are unavailable). */
  cards: RankingCard[];
  /** Candidates the rankings compare with. */
  totalCandidates: number | null;
  onClose: () => void;
  onUpload: () => void;
}

/**
 * The Rankings modal ('Your Rankings', docs/product/screens.md#dashboard): Total Interviews and Companies; with
 * both at 0, 'No data yet' and a button to upload interview emails. Otherwise each ranking with
 * what its percentile means (issue 32: the modal showed no ranking at all).
 */
export function RankingsModal({ totalInterviews, companies, cards, totalCandidates, onClose, onUpload }: RankingsModalProps) {
  const empty = totalInterviews === 0 && companies === 0;
  return (
    <Modal title="Your Rankings" onClose={onClose} size="sm">
      <dl className="rankings-summary">
        <div className="rankings-summary__item">
          <dt>Total Interviews</dt>
          <dd>{totalInterviews}</dd>
        </div>
        <div className="rankings-summary__item">
          <dt>Companies</dt>
          <dd>{companies}</dd>
        </div>
      </dl>
      {empty ? (
        <div className="rankings-empty">
          <p className="rankings-empty__title">{CANDIDATE_MESSAGES.noData}</p>
          <p>Upload your interview emails to see how you rank against other candidates.</p>
          <button type="button" className="btn btn--primary" onClick={onUpload}>
            Upload interview emails
          </button>
        </div>
      ) : (
        <>
          {cards.length > 0 && (
            <table className="rankings-table">
              <caption className="visually-hidden">Your rankings</caption>
              <thead>
                <tr>
                  <th scope="col">Ranking</th>
                  <th scope="col">You</th>
                  <th scope="col">Where you stand</th>
                  <th scope="col">Platform average</th>
                </tr>
              </thead>
              <tbody>
                {cards.map((card) => (
                  <tr key={card.key} data-ranking-row={card.key}>
                    <th scope="row">{card.title}</th>
                    <td>{card.count}</td>
                    <td>{rankingLabel(card)}</td>
                    <td>{formatAverage(card.platformAverage)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="rankings-note">
            Your rankings compare the interviews in your history with every candidate on the platform
            {totalCandidates === null ? '' : ` (${totalCandidates} ${totalCandidates === 1 ? 'candidate' : 'candidates'})`}. The 75th percentile means you have
            more than about three quarters of them; candidates with the same count share the middle of their group. They follow each upload or deletion within a
            minute.
          </p>
        </>
      )}
    </Modal>
  );
}
