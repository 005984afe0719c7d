/** A small inline spinner; the text next to it says what is happening. */
export function Spinner({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}
