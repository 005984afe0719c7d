import type { EnvelopeOf, TokensGrantedV1 } from '@hiring/contracts';
import type { Wallet } from '../../domain/wallet/wallet.service.js';

/** Billing granted tokens: one wallet credit per grant id, however often the event arrives. */
export function handleTokensGranted(wallet: Wallet) {
  return async (event: EnvelopeOf<typeof TokensGrantedV1>): Promise<void> => {
    const { companyId, tokens, grantId } = event.payload;
    await wallet.credit(companyId, tokens, grantId);
  };
}
