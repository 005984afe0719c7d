/**
 * Browsers report "ResizeObserver loop completed with undelivered notifications" (Chromium,
 * Firefox) or "ResizeObserver loop limit exceeded" (older Chromium) as an uncaught error when an
 * observer's callback changes layout again; nothing is lost (the notifications come next frame).
 * The product documents say these are silenced (docs/product/rules.md#errors), so they neither
 * reach error overlays nor the console as failures.
 */
const NOISE = /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;

export function isResizeObserverNoise(message: unknown): boolean {
  return typeof message === 'string' && NOISE.test(message);
}

export function silenceResizeObserverNoise(target: Window): void {
  target.addEventListener(
    'error',
    (event) => {
      if (!isResizeObserverNoise(event.message)) return;
      event.stopImmediatePropagation();
      event.preventDefault();
    },
    // capture: before any other listener
    true,
  );
}
