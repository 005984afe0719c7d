import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { BILLING_TEXT, formatRenewal, paymentNotice, planName, statusLabel, type Subscription } from '../../billing/billing';
import { Notice, failure, info, success, type NoticeState } from '../../billing/components/Notice';
import { CANCEL_SUBSCRIPTION } from '../../billing/graphql/cancel-subscription.mutation';
import { usePurchase } from '../../billing/hooks/usePurchase';
import { PlanOptions } from '../../tokens/components/PlanOptions';
import { tokensText } from '../../tokens/tokens';
import { Modal } from '../../ui/components/Modal';
import { Spinner } from '../../ui/components/Spinner';

interface SubscriptionTabProps {
  tokens: number | null;
  subscription: Subscription | null;
  onBuyTokens: () => void;
}

/** docs/product/rules.md#validation: the cancel confirmation warns that tokens are kept but no new ones arrive next month. */
export const CANCEL_WARNING =
  'Are you sure you want to cancel your subscription? You will keep your remaining tokens, but no new tokens will arrive next month.';

/** Subscription (docs/product/screens.md#company-profile): balance, the current subscription (Active), the plans, the bundle, cancel. */
export function SubscriptionTab({ tokens, subscription, onBuyTokens }: SubscriptionTabProps) {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  // The answer is the subscription itself: every screen showing it updates through the cache.
  const [cancelSubscription] = useMutation(CANCEL_SUBSCRIPTION);
  const { purchase, busy, error, redirecting } = usePurchase({
    onCompleted: (result) => setNotice(success(result.message)),
  });

  const cancel = async () => {
    setCanceling(true);
    try {
      await cancelSubscription();
      setNotice(success(BILLING_TEXT.canceled));
    } catch (failed) {
      console.error('Cancel subscription failed:', failed instanceof Error ? failed.message : failed);
      setNotice(failure(errorMessage(failed, BILLING_TEXT.cancelFailed)));
    } finally {
      setCanceling(false);
      setConfirming(false);
    }
  };

  const renewal = formatRenewal(subscription?.nextRenewal);
  const overdue = subscription ? paymentNotice(subscription) : null;
  const shown = error ? failure(error) : redirecting ? info(BILLING_TEXT.redirecting) : notice;
  return (
    <div className="cp-stack">
      <div className="cp-sub-top">
        <section className="cp-card cp-balance" aria-labelledby="cp-sub-balance">
          <h2 id="cp-sub-balance" className="cp-tokens__label">
            Token balance
          </h2>
          <p className="cp-tokens__value" data-testid="subscription-token-balance">
            {tokens === null ? '…' : tokensText(tokens)}
          </p>
          <button type="button" className="btn btn--secondary btn--sm" onClick={onBuyTokens} aria-haspopup="dialog">
            Buy Tokens
          </button>
        </section>
        <section className="cp-card cp-current" aria-labelledby="cp-sub-current">
          <h2 id="cp-sub-current" className="cp-card__title">
            Current Subscription
          </h2>
          {subscription === null ? (
            <p className="cp-card__lead">
              <Spinner /> Loading subscription...
            </p>
          ) : subscription.hasSubscription ? (
            <>
              <dl className="cp-current__facts">
                <div>
                  <dt>Plan</dt>
                  <dd>{planName(subscription)}</dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>
                    <span className="cp-badge cp-badge--success">{statusLabel(subscription)}</span>
                  </dd>
                </div>
                <div>
                  <dt>Tokens per month</dt>
                  <dd>{subscription.tokensPerMonth}</dd>
                </div>
                {subscription.priceUsd !== null && (
                  <div>
                    <dt>Price</dt>
                    <dd>${subscription.priceUsd}/month</dd>
                  </div>
                )}
                {renewal && (
                  <div>
                    <dt>Next renewal</dt>
                    <dd>{renewal}</dd>
                  </div>
                )}
              </dl>
              {overdue && <Notice notice={info(overdue)} />}
              <div className="cp-actions">
                <button type="button" className="btn btn--danger-ghost btn--sm" onClick={() => setConfirming(true)} aria-haspopup="dialog">
                  Cancel Subscription
                </button>
              </div>
            </>
          ) : (
            <p className="cp-card__lead">You don&apos;t have an active subscription. Choose a plan below to get tokens every month.</p>
          )}
        </section>
      </div>
      <Notice notice={shown} onDismiss={shown === notice && notice ? () => setNotice(null) : undefined} />
      <section className="cp-card" aria-labelledby="cp-sub-plans">
        <div className="cp-card__header">
          <div>
            <h2 id="cp-sub-plans" className="cp-card__title">
              Available Plans
            </h2>
            <p className="cp-card__lead">Monthly plans renew automatically; the one-time bundle never expires.</p>
          </div>
        </div>
        <PlanOptions
          subscription={subscription}
          balance={tokens}
          busy={busy}
          disabled={redirecting || subscription === null}
          onChoose={(key, choice) => void purchase(key, choice)}
        />
      </section>
      {confirming && (
        <Modal
          title="Cancel subscription?"
          description={CANCEL_WARNING}
          role="alertdialog"
          size="sm"
          initialFocus={keep}
          locked={canceling}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button ref={keep} type="button" className="btn btn--secondary" onClick={() => setConfirming(false)} disabled={canceling}>
                Keep Subscription
              </button>
              <button type="button" className="btn btn--danger" onClick={() => void cancel()} disabled={canceling}>
                {canceling ? (
                  <>
                    <Spinner /> Canceling...
                  </>
                ) : (
                  'Cancel Subscription'
                )}
              </button>
            </>
          }
        >
          <p className="cp-card__lead">Your {subscription ? planName(subscription) : ''} plan stops renewing at once. You can subscribe again at any time.</p>
        </Modal>
      )}
    </div>
  );
}
