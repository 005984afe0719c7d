import { StatusMark } from '../../ui/components/StatusMark';
/**
 * An outcome message (docs/product/rules.md#errors): errors with a cross prefix in an alert region,
 * successes with a tick in a status region. The region stays in the page so screen readers
 * announce the text when it appears.
 */
export interface AdminNoticeState {
  tone: 'success' | 'error';
  text: string;
}

export const succeeded = (text: string): AdminNoticeState => ({ tone: 'success', text });
export const failed = (text: string): AdminNoticeState => ({ tone: 'error', text });

export function AdminNotice({ notice, role }: { notice: AdminNoticeState | null; role: 'alert' | 'status' }) {
  return (
    <div role={role} aria-atomic="true" className="admin-notice-region">
      {notice && (
        <p className={`admin-notice admin-notice--${notice.tone}`}>
          <StatusMark tone={notice.tone} className="admin-notice__mark" />
          <span>{notice.text}</span>
        </p>
      )}
    </div>
  );
}
