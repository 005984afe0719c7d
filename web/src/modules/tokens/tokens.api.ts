import { api } from '../../app/api';

/** `GET /api/company/tokens`: the company's token balance (the packages come from the shared billing plans). */
export async function fetchTokenBalance(): Promise<number> {
  const body = await api.get<{ tokens?: unknown }>('/api/company/tokens');
  const tokens = typeof body?.tokens === 'number' ? body.tokens : Number(body?.tokens);
  if (!Number.isFinite(tokens)) throw new Error('The token balance is missing from the answer');
  return tokens;
}

/** '1 token', '250 tokens'. */
export function tokensText(tokens: number): string {
  return `${tokens.toLocaleString('en-US')} ${tokens === 1 ? 'token' : 'tokens'}`;
}
