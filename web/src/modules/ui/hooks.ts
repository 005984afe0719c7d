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

/** A cooldown counted down once a second; `start(30)` begins a 30 s cooldown. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const deadline = useRef(0);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => {
      const remaining = Math.ceil((deadline.current - Date.now()) / 1000);
      // at least one second per tick, so an early timer cannot stall the countdown
      setSecondsLeft((previous) => Math.max(0, Math.min(previous - 1, remaining)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback((seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setSecondsLeft(seconds);
  }, []);

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
