import type { ReactNode } from 'react';

interface PagePlaceholderProps {
  title: string;
  /** What this page will do once built. */
  summary?: string;
  children?: ReactNode;
}

/** An honest stand-in for a screen that a later change builds. */
export function PagePlaceholder({ title, summary, children }: PagePlaceholderProps) {
  return (
    <section className="placeholder" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      {summary && <p className="page-lead">{summary}</p>}
      <div className="placeholder__notice" role="status">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="placeholder__icon">
          <path d="M12 3 2 21h20L12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M12 10v5M12 18v.01" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <p>This part of the product is being built.</p>
      </div>
      {children}
    </section>
  );
}
