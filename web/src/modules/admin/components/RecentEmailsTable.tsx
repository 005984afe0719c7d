import { emailResult, type RecentIngestedEmail } from '../admin';
import { formatTime } from './IngestionStatusCard';

/** The newest messages taken from the mailbox and what became of them (logged and left included). */
export function RecentEmailsTable({ emails }: { emails: RecentIngestedEmail[] }) {
  return (
    <section className="admin-card" aria-labelledby="recent-emails-title">
      <header className="admin-card__header">
        <div>
          <h2 id="recent-emails-title" className="admin-card__title">
            Recent emails
          </h2>
          <p className="admin-card__lead">The newest messages taken from the mailbox. Ignored ones are left in the mailbox.</p>
        </div>
      </header>
      {emails.length === 0 ? (
        <p className="admin-empty">No emails processed yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">From</th>
                <th scope="col">Subject</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => {
                const result = emailResult(email);
                return (
                  <tr key={email.id} data-email-id={email.id}>
                    <td className="admin-table__time">{formatTime(email.receivedAt)}</td>
                    <td className="admin-table__from">{email.forwarderEmail ?? 'Unknown sender'}</td>
                    <td className="admin-table__subject">{email.subject || '(no subject)'}</td>
                    <td>
                      <span className={`admin-badge admin-badge--${result.tone}`}>{result.label}</span>
                      {result.note && <span className="admin-table__note">{result.note}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
