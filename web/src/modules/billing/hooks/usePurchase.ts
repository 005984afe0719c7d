import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { useMountedRef } from '../../ui/hooks';
import { BILLING_TEXT, createCheckoutSession, type PurchaseChoice, type Subscription } from '../billing.api';

export type PurchaseKey = 'starter' | 'professional' | 'one_time';

export interface PurchaseCompleted {
  message: string;
  tokens: number | null;
  subscription: Subscription | null;
}

export interface UsePurchaseOptions {
  /** Dev mode: the tokens were granted at once. */
  onCompleted: (result: PurchaseCompleted) => void;
  /**
   * 'show' puts the failure text in `error`; 'log' only logs it (dashboards spec section 8: a
   * subscription failure on the dashboard is only logged).
   */
  errors?: 'show' | 'log';
  /** Where the browser goes for a real checkout (tests and the journey observe the navigation). */
  redirect?: (url: string) => void;
}

/**
 * A subscription or the one-time bundle (profiles spec section 4): with `dev_mode` the purchase is
 * done and `onCompleted` gets the server's message; otherwise the browser is sent to `checkout_url`.
 */
export function usePurchase({ onCompleted, errors = 'show', redirect = (url) => window.location.assign(url) }: UsePurchaseOptions) {
  const [busy, setBusy] = useState<PurchaseKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const mounted = useMountedRef();
  const running = useRef(false);

  // Back from the checkout page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(null);
      setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const purchase = useCallback(
    async (key: PurchaseKey, choice: PurchaseChoice) => {
      if (running.current) return;
      running.current = true;
      setBusy(key);
      setError(null);
      try {
        const outcome = await createCheckoutSession(choice);
        if (outcome.devMode) {
          onCompleted({ message: outcome.message, tokens: outcome.tokens, subscription: outcome.subscription });
        } else {
          if (mounted.current) setRedirecting(true);
          redirect(outcome.checkoutUrl);
          return; // stays busy while the browser leaves
        }
      } catch (failure) {
        const text = errorMessage(failure, choice.kind === 'subscription' ? BILLING_TEXT.subscribeFailed : BILLING_TEXT.purchaseFailed);
        console.error(`${choice.kind === 'subscription' ? 'Subscription' : 'One-time purchase'} failed:`, failure instanceof Error ? failure.message : failure);
        if (errors === 'show' && mounted.current) setError(text);
      }
      running.current = false;
      if (mounted.current) setBusy(null);
    },
    [errors, mounted, onCompleted, redirect],
  );

  return { purchase, busy, error, redirecting, clearError: () => setError(null) };
}
