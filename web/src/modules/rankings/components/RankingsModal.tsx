import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { Modal } from '../../ui/components/Modal';

interface RankingsModalProps {
  totalInterviews: number;
  companies: number;
  onClose: () => void;
  onUpload: () => void;
}

/**
 * The Rankings modal ('Your Rankings', docs/product/screens.md#dashboard): Total Interviews and Companies; with
 * both at 0, 'No data yet' and a button to upload interview emails.
 */
export function RankingsModal({ totalInterviews, companies, onClose, onUpload }: RankingsModalProps) {
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
        <p className="rankings-note">Your rankings compare your verified interviews with every candidate on the platform.</p>
      )}
    </Modal>
  );
}
