import type { EnvelopeOf, TokensRevokedV1 } from '@hiring/contracts';
import type { Wallet } from '../../domain/wallet/wallet.service.js';

/** Stripe took money back: one wallet debit per revocation id, however often the event arrives. */
export function handleTokensRevoked(wallet: Wallet) {
  return async (event: EnvelopeOf<typeof TokensRevokedV1>): Promise<void> => {
    const { companyId, tokens, revocationId } = event.payload;
    await wallet.revoke(companyId, tokens, revocationId);
  };
}
