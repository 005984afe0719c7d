import { z } from 'zod';
import { baseServiceConfig, loadConfig, optionalString } from '@hiring/service-kit';

/** Every variable the company service reads. */
export const companyConfigShape = {
  ...baseServiceConfig({ port: 4004, database: 'hm_company' }),
  /**
   * Names this replica's own consumer group for the in-memory search view
   * (`company.search-view.<id>`); every replica needs a different one so each sees every event.
   * Default: host name, process id and a random suffix.
   */
  SEARCH_VIEW_INSTANCE_ID: optionalString(),
  /**
   * How often one replica snapshots the in-memory search view for fast starts (0: never). A
   * replica that had to load the projection writes one right after its start.
   */
  SEARCH_SNAPSHOT_INTERVAL_MS: z.coerce.number().int().nonnegative().default(15 * 60_000),
  /** Attempts of one wallet append under contention (each retry re-reads the ledger head). */
  WALLET_MAX_ATTEMPTS: z.coerce.number().int().positive().default(100),
};

export type CompanyConfig = ReturnType<typeof loadCompanyConfig>;

export function loadCompanyConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('company', companyConfigShape, env);
}
