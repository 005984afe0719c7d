import { describe, expect, it } from '@jest/globals';
import { purchaseQuestion, tokensText, unlockQuestion } from './tokens';

describe('spend questions (issue 16: nothing that costs money acts on one click)', () => {
  it('the bundle: price, tokens, and the balance after', () => {
    expect(purchaseQuestion({ kind: 'one_time' }, 120, false)).toEqual({
      title: 'Buy 50 tokens for $60?',
      description: 'A one-time card payment of $60, no subscription. Your balance goes from 120 tokens to 170 tokens. These tokens never expire.',
      confirmLabel: 'Confirm purchase',
    });
  });

  it('a subscription names the plan, its monthly charge and tokens; switching says so', () => {
    const starter = purchaseQuestion({ kind: 'subscription', planPrice: 200 }, 0, false);
    expect(starter.title).toBe('Subscribe to Starter for $200/month?');
    expect(starter.description).toContain('charged $200 every month and 200 tokens arrive each month. Your balance goes from 0 tokens to 200 tokens.');
    expect(purchaseQuestion({ kind: 'subscription', planPrice: 400 }, 10, true)).toMatchObject({
      title: 'Switch to Professional for $400/month?',
      confirmLabel: 'Confirm switch',
    });
  });

  it('an unlock: the cost and the balance after; an unknown balance only says the cost', () => {
    expect(unlockQuestion('Ada Lovelace', 25).description).toBe(
      'Unlocking Ada Lovelace costs 10 tokens. Your balance goes from 25 tokens to 15 tokens. Unlocked candidates stay available to your company.',
    );
    expect(unlockQuestion('this candidate', null).description).toBe(
      'Unlocking this candidate costs 10 tokens. Unlocked candidates stay available to your company.',
    );
    expect(unlockQuestion('x', 10).confirmLabel).toBe('Unlock for 10 tokens');
  });

  it('tokensText', () => {
    expect(tokensText(1)).toBe('1 token');
    expect(tokensText(1500)).toBe('1,500 tokens');
  });
});
