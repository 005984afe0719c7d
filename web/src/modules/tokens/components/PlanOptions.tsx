import { useId, useState } from 'react';
import { ONE_TIME_BUNDLE, SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@hiring/contracts/vocabulary';
import { BILLING_TEXT, type PurchaseChoice, type Subscription } from '../../billing/billing';
import type { PurchaseKey } from '../../billing/hooks/usePurchase';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { Spinner } from '../../ui/components/Spinner';
import { purchaseQuestion } from '../tokens';

interface PlanOptionsProps {
  subscription: Subscription | null;
  busy: PurchaseKey | null;
  /** Every button off (a checkout redirect is under way). */
  disabled?: boolean;
  /** The balance now, for the confirmation's 'balance after' (null while unknown). */
  balance: number | null;
  /** Called once the company has confirmed the choice. */
  onChoose: (key: PurchaseKey, choice: PurchaseChoice) => void;
}

const money = (usd: number, cents = false) => `$${cents ? usd.toFixed(2) : usd.toLocaleString('en-US')}`;

/** The features a card lists under its headline (the token and unlock counts are the headline). */
function extraFeatures(features: readonly string[], tokens: number, unlocks: number): string[] {
  return features.filter((feature) => !feature.startsWith(`${tokens} tokens`) && !feature.startsWith(`${unlocks} unlocks`));
}

/**
 * The two monthly plans and the one-time bundle (docs/product/screens.md#token-purchase, docs/product/rules.md#constants-and-limits), from the shared billing plans.
 * The same cards in the Buy Tokens dialog and the Subscription tab (issue 32: the dialog said
 * "Already Subscribed" on a plan the company did not have while the tab offered the switch): the
 * company's plan reads "Already Subscribed", the other offers the switch.
 */
export function PlanOptions({ subscription, busy, disabled = false, balance, onChoose }: PlanOptionsProps) {
  const subscribed = subscription?.hasSubscription === true;
  const prefix = useId();
  // Money is spent only after a second, deliberate answer (issue 16).
  const [asking, setAsking] = useState<{ key: PurchaseKey; choice: PurchaseChoice } | null>(null);
  const question = asking ? purchaseQuestion(asking.choice, balance, subscribed && asking.choice.kind === 'subscription') : null;
  return (
    <div className="plans">
      {asking && question && (
        <ConfirmDialog
          title={question.title}
          description={question.description}
          confirmLabel={question.confirmLabel}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            onChoose(asking.key, asking.choice);
          }}
        />
      )}
      {SUBSCRIPTION_PLANS.map((plan) => (
        <PlanCard
          key={plan.key}
          plan={plan}
          headingId={`${prefix}-${plan.key}`}
          current={subscribed && subscription?.plan === plan.key}
          subscribed={subscribed}
          busy={busy === plan.key}
          disabled={disabled || (busy !== null && busy !== plan.key)}
          onChoose={() => setAsking({ key: plan.key, choice: { kind: 'subscription', planPrice: plan.priceUsd } })}
        />
      ))}
      <article className="plan plan--bundle" aria-labelledby={`${prefix}-one-time`}>
        <header className="plan__header">
          <h3 id={`${prefix}-one-time`} className="plan__name">
            {ONE_TIME_BUNDLE.name}
          </h3>
          <p className="plan__price">
            <span className="plan__amount">{money(ONE_TIME_BUNDLE.priceUsd)}</span>
            <span className="plan__interval"> one-time</span>
          </p>
        </header>
        <p className="plan__tokens">
          <strong>{ONE_TIME_BUNDLE.tokens} tokens</strong> for {money(ONE_TIME_BUNDLE.priceUsd)} ({ONE_TIME_BUNDLE.unlocks} unlocks)
        </p>
        <ul className="plan__features">
          {extraFeatures(ONE_TIME_BUNDLE.features, ONE_TIME_BUNDLE.tokens, ONE_TIME_BUNDLE.unlocks).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn--secondary btn--block plan__action"
          disabled={disabled || (busy !== null && busy !== 'one_time')}
          aria-busy={busy === 'one_time' || undefined}
          onClick={() => busy === null && setAsking({ key: 'one_time', choice: { kind: 'one_time' } })}
        >
          {busy === 'one_time' ? (
            <>
              <Spinner /> Processing...
            </>
          ) : (
            `Buy ${ONE_TIME_BUNDLE.tokens} Tokens - ${money(ONE_TIME_BUNDLE.priceUsd)}`
          )}
        </button>
      </article>
    </div>
  );
}

interface PlanCardProps {
  plan: SubscriptionPlan;
  headingId: string;
  current: boolean;
  subscribed: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function PlanCard({ plan, headingId, current, subscribed, busy, disabled, onChoose }: PlanCardProps) {
  const locked = subscribed && current;
  const label = locked
    ? BILLING_TEXT.alreadySubscribed
    : subscribed
      ? `Switch to ${plan.name} - ${money(plan.priceUsd)}/mo`
      : `Subscribe - ${money(plan.priceUsd)}/mo`;
  return (
    <article className={`plan${plan.bestValue ? ' plan--featured' : ''}${current ? ' plan--current' : ''}`} aria-labelledby={headingId}>
      {plan.bestValue && <p className="plan__ribbon">Best Value</p>}
      <header className="plan__header">
        <h3 id={headingId} className="plan__name">
          {plan.name}
          {current && <span className="plan__current">Your plan</span>}
        </h3>
        <p className="plan__price">
          <span className="plan__amount">{money(plan.priceUsd)}</span>
          <span className="plan__interval">/month</span>
        </p>
      </header>
      <p className="plan__tokens">
        <strong>{plan.tokensPerMonth} tokens</strong> ({plan.unlocksPerMonth} unlocks per month)
      </p>
      <ul className="plan__features">
        {extraFeatures(plan.features, plan.tokensPerMonth, plan.unlocksPerMonth).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        className={`btn ${plan.bestValue ? 'btn--primary' : 'btn--secondary'} btn--block plan__action`}
        disabled={locked || disabled}
        aria-busy={busy || undefined}
        onClick={() => !busy && onChoose()}
      >
        {busy ? (
          <>
            <Spinner /> Processing...
          </>
        ) : (
          label
        )}
      </button>
    </article>
  );
}
