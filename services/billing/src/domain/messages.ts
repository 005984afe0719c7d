import { CHECKOUT_REQUEST_MESSAGES, ONE_TIME_BUNDLE, BILLING_RESULT_MESSAGES } from '@hiring/contracts';

/** Texts the web app shows as they are (docs/product/rules.md#errors, and the refusals it leaves open). */
export const BILLING_MESSAGES = {
  ...BILLING_RESULT_MESSAGES,
  bundlePurchased: `${ONE_TIME_BUNDLE.tokens} tokens purchased successfully!`,
  // Shared with the REST facade's request schema.
  ...CHECKOUT_REQUEST_MESSAGES,
  alreadySubscribed: (planName: string) => `You are already subscribed to the ${planName} plan.`,
  paymentsNotConfigured: 'Payments are not configured. Please try again later.',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  noSubscription: 'You do not have an active subscription to cancel.',
  subscriptionChanged: 'Your subscription changed in the meantime. Please reload and try again.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  purchasePending: 'Your payment is still being processed. Tokens will be added as soon as it completes.',
  noPendingPurchase: 'No pending purchase found.',
  checkFailed: 'Could not check the purchase with the payment provider. Please try again.',
  sessionNotFound: 'Checkout session not found',
} as const;
