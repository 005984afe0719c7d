/**
 * The product's prefixes (docs/product/rules.md#errors): a cross before every error, a tick before
 * every success. Hidden from screen readers: the live region's role already says which it is.
 */
export function StatusMark({ tone, className }: { tone: 'error' | 'success'; className: string }) {
  return (
    <span className={className} aria-hidden="true">
      {tone === 'success' ? '✓' : '✕'}
    </span>
  );
}
