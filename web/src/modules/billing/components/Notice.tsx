import '../billing.css';
import { StatusMark } from '../../ui/components/StatusMark';

/**
 * An outcome message of the company pages (docs/product/rules.md#errors): errors with a cross prefix
 * (alert role), successes with a tick (status role), information without a prefix. The region is
 * always in the page, so screen readers announce the text when it appears.
 */
export interface NoticeState {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export const success = (text: string): NoticeState => ({ tone: 'success', text });
export const failure = (text: string): NoticeState => ({ tone: 'error', text });
export const info = (text: string): NoticeState => ({ tone: 'info', text });

interface NoticeProps {
  notice: NoticeState | null;
  onDismiss?: () => void;
  className?: string;
}

export function Notice({ notice, onDismiss, className }: NoticeProps) {
  return (
    <div role={notice?.tone === 'error' ? 'alert' : 'status'} aria-atomic="true" className={`co-notice-region${className ? ` ${className}` : ''}`}>
      {notice && (
        <div className={`co-notice co-notice--${notice.tone}`}>
          {notice.tone !== 'info' && <StatusMark tone={notice.tone} className="co-notice__mark" />}
          <p className="co-notice__text">{notice.text}</p>
          {onDismiss && (
            <button type="button" className="co-notice__dismiss" aria-label="Dismiss message" onClick={onDismiss}>
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
