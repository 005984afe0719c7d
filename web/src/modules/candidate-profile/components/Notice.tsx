import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/error-message';

/**
 * A save outcome (docs/product/rules.md#errors): errors with a cross prefix, successes with a tick.
 * Always in the page as a live region, so screen readers announce it when the text appears.
 */
export interface NoticeState {
  tone: 'success' | 'error';
  text: string;
}

export function Notice({ notice: given, className }: { notice: NoticeState | null; className?: string }) {
  // A success is old news once any form on the page is submitted again: it must not stand next to
  // the new action's error (issue 16 #8).
  const [stale, setStale] = useState<NoticeState | null>(null);
  useEffect(() => {
    if (given?.tone !== 'success') return undefined;
    const drop = () => setStale(given);
    document.addEventListener('submit', drop, true);
    return () => document.removeEventListener('submit', drop, true);
  }, [given]);
  const notice = given === stale ? null : given;
  return (
    <div role={notice?.tone === 'error' ? 'alert' : 'status'} aria-atomic="true" className={`notice-region${className ? ` ${className}` : ''}`}>
      {notice && (
        <p className={`notice notice--${notice.tone}`}>
          <span aria-hidden="true" className="notice__mark">
            {notice.tone === 'success' ? '✓' : '✗'}
          </span>{' '}
          <span className="notice__text">{notice.text}</span>
        </p>
      )}
    </div>
  );
}

export const success = (text: string): NoticeState => ({ tone: 'success', text });
export const failure = (text: string): NoticeState => ({ tone: 'error', text });
/** A failed call's notice: the server's text (first GraphQL error), else the screen's default. */
export const failureOf = (error: unknown, fallback: string): NoticeState => failure(errorMessage(error, fallback));
