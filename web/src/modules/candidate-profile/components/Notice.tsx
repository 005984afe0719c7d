import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/error-message';
import { StatusMark } from '../../ui/components/StatusMark';

/**
 * A save outcome (docs/product/rules.md#errors): errors with a cross prefix, successes with a tick.
 * Always in the page as a live region, so screen readers announce it when the text appears.
 */
export interface NoticeState {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The notice to show: a success is old news once any form on the page is submitted again, so it
 * never stands next to the new action's error (issue 16 #8).
 */
export function useFreshNotice<T extends { tone: string }>(given: T | null): T | null {
  const [stale, setStale] = useState<T | null>(null);
  useEffect(() => {
    if (given?.tone !== 'success') return undefined;
    const drop = () => setStale(given);
    document.addEventListener('submit', drop, true);
    return () => document.removeEventListener('submit', drop, true);
  }, [given]);
  return given === stale ? null : given;
}

export function Notice({ notice: given, className }: { notice: NoticeState | null; className?: string }) {
  const notice = useFreshNotice(given);
  return (
    <div role={notice?.tone === 'error' ? 'alert' : 'status'} aria-atomic="true" className={`notice-region${className ? ` ${className}` : ''}`}>
      {notice && (
        <p className={`notice notice--${notice.tone}`}>
          <StatusMark tone={notice.tone} className="notice__mark" /> <span className="notice__text">{notice.text}</span>
        </p>
      )}
    </div>
  );
}

export const success = (text: string): NoticeState => ({ tone: 'success', text });
export const failure = (text: string): NoticeState => ({ tone: 'error', text });
/** A failed call's notice: the server's text (first GraphQL error), else the screen's default. */
export const failureOf = (error: unknown, fallback: string): NoticeState => failure(errorMessage(error, fallback));
