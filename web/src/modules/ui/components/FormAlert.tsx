import type { ReactNode } from 'react';
import { StatusMark } from './StatusMark';

interface FormAlertProps {
  message?: ReactNode;
  title?: string;
  tone?: 'error' | 'success' | 'info' | 'warning';
  className?: string;
  children?: ReactNode;
}

/**
 * A live region that is always in the page, so screen readers announce the
 * message the moment it appears: errors assertively, the rest politely.
 */
export function FormAlert({ message, title, tone = 'error', className, children }: FormAlertProps) {
  const hasContent = Boolean(message) || Boolean(title);
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true" className={`alert-region${className ? ` ${className}` : ''}`}>
      {hasContent && (
        <div className={`alert alert--${tone}`}>
          <AlertIcon tone={tone} />
          <div className="alert__body">
            {title && <p className="alert__title">{title}</p>}
            {message && <p className="alert__message">{message}</p>}
            {children}
          </div>
        </div>
      )}
    </div>
  );
}

function AlertIcon({ tone }: { tone: 'error' | 'success' | 'info' | 'warning' }) {
  // Errors carry a cross and successes a tick (docs/product/rules.md#errors), as the company pages' notices do.
  if (tone === 'error' || tone === 'success') {
    return <StatusMark tone={tone} className="alert__icon alert__mark" />;
  }
  if (tone === 'info') {
    return (
      <svg className="alert__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
        <path d="M10 9v5M10 6.2v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg className="alert__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
      <path d="M10 5.8v5M10 13.8v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
