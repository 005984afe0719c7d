import { formatRenewal, planName, statusLabel, type Subscription } from '../../billing/billing';
import { tokensText } from '../../tokens/tokens';
import { UNLOCK_COST_TOKENS } from '@hiring/contracts/vocabulary';

interface TokenSummaryProps {
  tokens: number | null;
  subscription: Subscription | null;
  onBuyTokens: () => void;
  /** Company Information: a link-like button to the Subscription tab. */
  onManage?: () => void;
}

/** The token balance and the subscription in one card (Company Information and Subscription tabs). */
export function TokenSummary({ tokens, subscription, onBuyTokens, onManage }: TokenSummaryProps) {
  const renewal = formatRenewal(subscription?.nextRenewal);
  return (
    <section className="cp-card cp-tokens" aria-labelledby="cp-tokens-title">
      <div className="cp-tokens__balance">
        <h2 id="cp-tokens-title" className="cp-tokens__label">
          Token balance
        </h2>
        <p className="cp-tokens__value" data-testid="profile-token-balance">
          {tokens === null ? '…' : tokensText(tokens)}
        </p>
        <p className="cp-tokens__note">Unlocking a candidate costs {tokensText(UNLOCK_COST_TOKENS)}.</p>
      </div>
      <div className="cp-tokens__plan">
        {subscription?.hasSubscription ? (
          <>
            <p className="cp-tokens__plan-name">
              {planName(subscription)} plan <span className="cp-badge cp-badge--success">{statusLabel(subscription)}</span>
            </p>
            <p className="cp-tokens__plan-text">
              {subscription.tokensPerMonth} tokens per month{renewal ? ` · Next renewal ${renewal}` : ''}
            </p>
          </>
        ) : (
          <>
            <p className="cp-tokens__plan-name">No active subscription</p>
            <p className="cp-tokens__plan-text">Subscribe for monthly tokens, or buy a one-time bundle.</p>
          </>
        )}
        <div className="cp-actions">
          <button type="button" className="btn btn--primary btn--sm" onClick={onBuyTokens} aria-haspopup="dialog">
            Buy Tokens
          </button>
          {onManage && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={onManage}>
              {subscription?.hasSubscription ? 'Manage subscription' : 'View plans'}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
