import './toasts.css';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Notice, type NoticeState } from '../../billing/components/Notice';

/** A success leaves by itself after this long (not while the pointer or focus is on it); an error stays until dismissed. */
export const TOAST_SUCCESS_MS = 6000;

export interface Toasts {
  /** Shows the outcome of an action where the user is looking: at the foot of the window, whatever was scrolled. */
  show(notice: NoticeState): void;
  clear(): void;
}

const ToastContext = createContext<Toasts | null>(null);

/**
 * The signed-in pages' outcome messages in the viewport (issue 32: "The interview is now private."
 * rendered up to 1,457 px above it, so the user saw nothing). One message at a time, the newest;
 * the region is always in the page, so screen readers announce each one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ notice: NoticeState; id: number } | null>(null);
  const [held, setHeld] = useState(false);
  const nextId = useRef(0);
  const toasts = useMemo<Toasts>(
    () => ({
      show: (notice) => {
        nextId.current += 1;
        setToast({ notice, id: nextId.current });
      },
      clear: () => setToast(null),
    }),
    [],
  );
  useEffect(() => {
    if (!toast || toast.notice.tone === 'error' || held) return undefined;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), TOAST_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [toast, held]);
  return (
    <ToastContext.Provider value={toasts}>
      {children}
      <div
        className="toast-region"
        data-testid="toast-region"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <Notice key={toast?.id} notice={toast?.notice ?? null} onDismiss={() => setToast(null)} className="toast" />
      </div>
    </ToastContext.Provider>
  );
}

export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts needs a ToastProvider (AppLayout has one)');
  return toasts;
}
