/** The company service's consumer groups, named once: subscriptions.ts and the reads that wait on them. */
export const COMPANY_GROUPS = {
  /** Company profiles from registrations. */
  profiles: 'company.profiles',
  /** Token grants from billing into the wallet. */
  wallet: 'company.wallet',
  /** The shared group that writes the search projection (the per-replica view starts from its offsets). */
  searchProjection: 'company.search-projection',
  /** Webhook deliveries from unlocks and spends (candidate.unlocked, tokens.low). */
  webhooks: 'company.webhooks',
  /** Saved-search webhooks from candidate and interview changes (after the search view has them). */
  webhookSearches: 'company.webhook-searches',
} as const;
