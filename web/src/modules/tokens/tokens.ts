/** '1 token', '250 tokens'. */
export function tokensText(tokens: number): string {
  return `${tokens.toLocaleString('en-US')} ${tokens === 1 ? 'token' : 'tokens'}`;
}
