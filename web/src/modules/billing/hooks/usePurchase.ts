import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { awaitGrantedBalance, cachedBalance } from '../../tokens/balance-cache';
import { useMountedRef } from '../../ui/hooks';
import { BILLING_TEXT, checkoutInput, type PurchaseChoice } from '../billing';
import { CREATE_CHECKOUT_SESSION } from '../graphql/create-checkout-session.mutation';

export type PurchaseKey = 'starter' | 'professional' | 'one_time';

/** The balance and the subscription reach every screen through the cache; the page shows the message. */
export interface PurchaseCompleted {
  message: string;
}

export interface UsePurchaseOptions {
  /** Dev mode: the tokens were granted at once. */
  onCompleted: (result: PurchaseCompleted) => void;
  /**
   * 'show' puts the failure text in `error`; 'log' only logs it (docs/product/rules.md#errors: a
   * subscription failure on the dashboard is only logged).
   */
  errors?: 'show' | 'log';
  /** Where the browser goes for a real checkout (tests and the journey observe the navigation). */
  redirect?: (url: string) => void;
}

/**
 * A subscription or the one-time bundle (docs/product/rules.md#states-and-transitions): in dev mode the purchase is done
 * and `onCompleted` gets the server's message; otherwise the browser is sent to the checkout page.
 */
export function usePurchase({ onCompleted, errors = 'show', redirect = (url) => window.location.assign(url) }: UsePurchaseOptions) {
  const [busy, setBusy] = useState<PurchaseKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const mounted = useMountedRef();
  const running = useRef(false);
  const client = useApolloClient();
  const [createCheckoutSession] = useMutation(CREATE_CHECKOUT_SESSION);

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
        const before = cachedBalance(client.cache);
        const { data } = await createCheckoutSession({ variables: { input: checkoutInput(choice) } });
        const outcome = data?.createCheckoutSession;
        const fallback = choice.kind === 'subscription' ? BILLING_TEXT.subscribed : BILLING_TEXT.bundlePurchased;
        if (outcome?.devMode) {
          onCompleted({ message: outcome.message || fallback });
          // The subscription came back in the answer; the balance follows when the wallet has it.
          void awaitGrantedBalance(client, before, outcome.tokensGranted);
        } else {
          if (!outcome?.checkoutUrl) throw new Error(choice.kind === 'subscription' ? BILLING_TEXT.subscribeFailed : BILLING_TEXT.purchaseFailed);
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
    [client, createCheckoutSession, errors, mounted, onCompleted, redirect],
  );

  return { purchase, busy, error, redirecting, clearError: () => setError(null) };
}
