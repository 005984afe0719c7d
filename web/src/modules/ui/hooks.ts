import { useCallback, useEffect, useRef, useState } from 'react';

/** True once `active` has stayed true for `delayMs` (e.g. 'Starting up server...' after 1 s). */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) {
      setLate(false);
      return undefined;
    }
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && late;
}

/** How often a running countdown re-reads the clock. */
const COUNTDOWN_TICK_MS = 250;

/** A cooldown shown in whole seconds; `start(30)` begins a 30 s cooldown. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start };
}

/** Runs `action` once, `delayMs` after `when` becomes true (redirect after a success message). */
export function useTimeoutWhen(when: boolean, delayMs: number, action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!when) return undefined;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [when, delayMs]);
}

/** Whether the component is still mounted (ignore answers that arrive after leaving). */
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

export interface ScrollEdges {
  /** Content hidden past the start (left) edge. */
  start: boolean;
  /** Content hidden past the end (right) edge. */
  end: boolean;
}

/**
 * Which sides of a sideways-scrolling strip hide content, kept current on scroll and resize, so
 * the strip can fade that edge (a hidden scrollbar otherwise gives no sign there is more).
 * Returns a callback ref for the strip (it may mount late, e.g. after a load).
 */
export function useScrollEdges<T extends HTMLElement>(): [(element: T | null) => void, ScrollEdges] {
  const [element, setElement] = useState<T | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      // A pixel of slack: zoomed layouts leave fractions.
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    // The strip keeps its width when its items change theirs (the web font arriving, say).
    for (const child of Array.from(element.children)) resized.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [element]);
  return [setElement, edges];
}
