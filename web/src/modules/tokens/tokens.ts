import { ONE_TIME_BUNDLE, UNLOCK_COST_TOKENS, subscriptionPlanForPrice } from '@hiring/contracts/vocabulary';
import type { PurchaseChoice } from '../billing/billing';

/** '1 token', '250 tokens'. */
export function tokensText(tokens: number): string {
  return `${tokens.toLocaleString('en-US')} ${tokens === 1 ? 'token' : 'tokens'}`;
}

export interface SpendQuestion {
  title: string;
  description: string;
  confirmLabel: string;
}

/** 'Your balance goes from 120 tokens to 170 tokens.'; without a known balance, only what is added ('' for a spend). */
function balanceAfter(balance: number | null, change: number): string {
  if (balance === null) return change < 0 ? '' : `It adds ${tokensText(change)} to your balance.`;
  return `Your balance goes from ${tokensText(balance)} to ${tokensText(Math.max(0, balance + change))}.`;
}

const dollars = (usd: number) => `$${usd.toLocaleString('en-US')}`;

/**
 * The question asked before money is spent (issue 16: nothing that costs money acts on one
 * click): what is bought, its price, and the balance after.
 */
export function purchaseQuestion(choice: PurchaseChoice, balance: number | null, switching: boolean): SpendQuestion {
  if (choice.kind === 'one_time') {
    return {
      title: `Buy ${ONE_TIME_BUNDLE.tokens} tokens for ${dollars(ONE_TIME_BUNDLE.priceUsd)}?`,
      description: `A one-time card payment of ${dollars(ONE_TIME_BUNDLE.priceUsd)}, no subscription. ${balanceAfter(balance, ONE_TIME_BUNDLE.tokens)} These tokens never expire.`,
      confirmLabel: 'Confirm purchase',
    };
  }
  const plan = subscriptionPlanForPrice(choice.planPrice);
  const name = plan?.name ?? 'this plan';
  const monthly = plan?.tokensPerMonth ?? 0;
  return {
    title: `${switching ? 'Switch to' : 'Subscribe to'} ${name} for ${dollars(choice.planPrice)}/month?`,
    description: `Your card is charged ${dollars(choice.planPrice)} every month and ${tokensText(monthly)} arrive each month. ${balanceAfter(balance, monthly)} You can cancel at any time; tokens you have are kept.`,
    confirmLabel: switching ? 'Confirm switch' : 'Confirm subscription',
  };
}

/** The question before an unlock: who, the cost, the balance after. */
export function unlockQuestion(name: string, balance: number | null): SpendQuestion {
  return {
    title: 'Unlock this candidate?',
    description: [
      `Unlocking ${name} costs ${tokensText(UNLOCK_COST_TOKENS)}.`,
      balanceAfter(balance, -UNLOCK_COST_TOKENS),
      'Unlocked candidates stay available to your company.',
    ]
      .filter(Boolean)
      .join(' '),
    confirmLabel: `Unlock for ${tokensText(UNLOCK_COST_TOKENS)}`,
  };
}
