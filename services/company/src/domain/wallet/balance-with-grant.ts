import { setTimeout as sleep } from 'node:timers/promises';
import type { Wallet } from './wallet.service.js';

/**
 * How long a purchase's answer waits for its grant to reach the wallet: billing answers once
 * TokensGranted is on Kafka or after its outbox wait, so the event may still be on its way.
 */
export const GRANT_WAIT_MS = 10_000;

/**
 * Read-your-writes after a purchase: the company's balance once the grant `grantId` is in its
 * wallet, or after `waitMs` the balance as it stands (the purchase stands either way; the next
 * read shows the grant).
 */
export async function balanceWithGrant(wallet: Wallet, companyId: string, grantId: string, waitMs = GRANT_WAIT_MS): Promise<number> {
  const deadline = Date.now() + waitMs;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    // currentBalance waits for the wallet's consumer first: usually the grant is in after it.
    const balance = await wallet.currentBalance(companyId);
    const entry = await wallet.byRef(`grant:${grantId}`);
    if (entry?.companyId === companyId) return wallet.balance(companyId);
    if (Date.now() >= deadline) return balance;
    await sleep(delay);
  }
}
