import type { Logger, Mailer, OutboxRelay, RateLimiter } from '@hiring/service-kit';
import type { AuthConfig } from '../config.js';
import type { UserModel } from '../models/user.model.js';
import type { ApiKeyModel } from '../models/api-key.model.js';
import type { SessionRevocations } from './sessions.js';
import type { PendingRegistrationModel } from '../models/pending-registration.model.js';
import type { ClaimedAddressModel } from '../models/claimed-address.model.js';
import type { CodeBook } from './codes.js';
import type { DataExportLinkModel, DataExportUseModel } from '../models/data-export-link.model.js';

/** What the account operations work with; built once in server.ts. */
export interface AccountDeps {
  config: AuthConfig;
  logger: Logger;
  users: UserModel;
  registrations: PendingRegistrationModel;
  /** Candidates' verified extra addresses (see claimed-address.model.ts). */
  claims: ClaimedAddressModel;
  codes: CodeBook;
  limiter: RateLimiter;
  mailer: Mailer;
  relay: OutboxRelay;
  /** The company's API keys, which a password reset or change may revoke. */
  apiKeys: ApiKeyModel;
  /** Sessions ended by logout. */
  sessions: SessionRevocations;
  /** Single-use links to data exports, and their uses. */
  links: DataExportLinkModel;
  uses: DataExportUseModel;
}
