import { Spinner } from '../../ui/components/Spinner';
import type { EmailIngestionPollFieldsFragment } from '../../../generated/graphql';
import { pollCadence, type IngestionStatus } from '../admin';
import { AdminNotice, type AdminNoticeState } from './AdminNotice';

export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function lastCheck(poll: EmailIngestionPollFieldsFragment): string {
  if (poll.error) return `failed: ${poll.error}`;
  if (poll.newMessages === 0) return 'no new messages';
  const parts = [`${poll.newMessages} new`, `${poll.forwarded} sent for processing`];
  if (poll.ignored > 0) parts.push(`${poll.ignored} ignored`);
  if (poll.duplicates > 0) parts.push(`${poll.duplicates} duplicate${poll.duplicates === 1 ? '' : 's'}`);
  if (poll.failed > 0) parts.push(`${poll.failed} failed`);
  return parts.join(', ');
}

interface Props {
  status: IngestionStatus;
  refreshing: boolean;
  checking: boolean;
  notice: AdminNoticeState | null;
  onTrigger: () => void;
}

/** Service status (docs/product/screens.md#admin-email-ingestion: the admin status entity) and the manual trigger with its result. */
export function IngestionStatusCard({
  status: { emailIngestionStatus: status, interviewExtractorStatus: extractor },
  refreshing,
  checking,
  notice,
  onTrigger,
}: Props) {
  return (
    <section className="admin-card" aria-labelledby="ingestion-status-title" aria-busy={refreshing || checking}>
      <header className="admin-card__header">
        <div>
          <h2 id="ingestion-status-title" className="admin-card__title">
            Service status
          </h2>
          <p className="admin-card__lead">Candidates forward interview emails to the ingestion mailbox; each one is checked like an upload.</p>
        </div>
        <span className={`admin-badge admin-badge--${status.serviceConfigured ? 'success' : 'warning'}`}>
          {status.serviceConfigured ? 'Configured' : 'Not configured'}
        </span>
      </header>

      <dl className="admin-stats">
        <div className="admin-stat">
          <dt>Mailbox</dt>
          <dd>{status.emailUser ?? 'Not set'}</dd>
        </div>
        <div className="admin-stat">
          <dt>AI extraction</dt>
          <dd>{extractor.openaiConfigured ? 'OpenAI' : 'Heuristic (no OpenAI key)'}</dd>
        </div>
        <div className="admin-stat">
          <dt>Processed emails</dt>
          <dd className="admin-stat__number" data-testid="processed-emails-count">
            {status.processedEmailsCount}
          </dd>
        </div>
        <div className="admin-stat">
          <dt>Interviews this week</dt>
          <dd className="admin-stat__number" data-testid="recent-interviews-week">
            {status.recentInterviewsWeek}
          </dd>
        </div>
      </dl>

      <p className="admin-card__meta">
        {status.serviceConfigured ? (
          <>Checks: {pollCadence(status.pollIntervalSeconds)}. </>
        ) : (
          <>Set INGESTION_IMAP_URL on the ingestion service to start polling. </>
        )}
        {status.lastPoll && (
          <>
            Last check {formatTime(status.lastPoll.finishedAt)}: {lastCheck(status.lastPoll)}.
          </>
        )}
        {refreshing && (
          <span className="admin-card__refreshing">
            <Spinner /> Refreshing…
          </span>
        )}
      </p>

      <div className="admin-card__actions">
        <button type="button" className="btn btn--primary" onClick={onTrigger} disabled={checking}>
          {checking && <Spinner />}
          {checking ? 'Checking for emails…' : 'Check for new emails'}
        </button>
      </div>
      <AdminNotice notice={notice?.tone === 'success' ? notice : null} role="status" />
      <AdminNotice notice={notice?.tone === 'error' ? notice : null} role="alert" />
    </section>
  );
}
