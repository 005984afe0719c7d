/**
 * The Content-Security-Policy the built web app runs under (dependency-free, so the browser
 * tests' static server sends the very same header): everything from this origin, no inline
 * script or style (Vite emits files; React sets styles through the DOM, which CSP allows), data:
 * images (icons inlined in the CSS), no framing, no plugins.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src-attr': ["'none'"],
};

/** The header value, e.g. for a test server. */
export function contentSecurityPolicy(): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
