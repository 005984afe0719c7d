import { ACCOUNT_ERASURE_MESSAGES, ErasureRequestedV1, PERSONAL_DATA_SERVICES, personKeyId } from '@hiring/contracts';
import {
  isDuplicateKeyError,
  removedCounts,
  type AuthContext,
  type Eraser,
  type Mailer,
  type OneTimeCodeModel,
  type PersonKeys,
  type SlotCounter,
} from '@hiring/service-kit';
import type { AccountDeps } from './deps.js';
import { confirmPassword } from './confirm-password.js';
import type { ApiKeyUsageModel } from '../models/api-key-usage.model.js';
import type { TrustedDocumentModel } from '../models/trusted-document.model.js';
import type { ErasedAccountModel, ErasureConfirmationModel } from '../models/erased-account.model.js';

/**
 * "Delete my account" (docs/decisions/privacy-rights.md#erasure): the password again, then, in
 * the one write of the user's row, every session ends (the token version rises), sign-in stops,
 * and ErasureRequested (ids only) is recorded for every service. Asking twice records it again,
 * which the services' receipts make harmless.
 */
export async function deleteMyAccount(deps: AccountDeps, auth: AuthContext, input: { password?: string | null; clientIp?: string }, correlationId?: string) {
  const confirmed = await confirmPassword(deps, auth, input.password, input.clientIp);
  const user = await deps.users.findById(auth.userId).exec();
  if (!user) throw new Error('user vanished after the password check');
  const requestedAt = new Date();
  user.erasureRequestedAt = requestedAt;
  user.tokenVersion = (user.tokenVersion ?? 0) + 1;
  user.keptSessionId = null;
  user.recordEvent(ErasureRequestedV1, { correlationId, payload: { userId: user._id, userType: confirmed.userType, requestedAt: requestedAt.toISOString() } });
  await user.save();
  await deps.relay.notify(deps.users, user._id);
  return { success: true as const, message: ACCOUNT_ERASURE_MESSAGES.requested };
}

interface AuthErasureStores extends Pick<AccountDeps, 'users' | 'registrations' | 'claims' | 'apiKeys' | 'links' | 'uses'> {
  usage: ApiKeyUsageModel;
  documents: TrustedDocumentModel;
  codes: OneTimeCodeModel;
  keys: PersonKeys;
  mailer: Pick<Mailer, 'forget'>;
  slots: Pick<SlotCounter, 'forget'>;
}

/**
 * The auth service's own part, run like every service's: all but the account row, which goes last
 * (finishErasure) so that sign-in stays refused and old tokens stay ended until every service is done.
 */
export function authErasure(stores: AuthErasureStores): Eraser {
  return async ({ userId }) => {
    const user = await stores.users.findById(userId, { email: 1 }).lean<{ email: string }>().exec();
    const keyIds = (await stores.apiKeys.find({ companyUserId: userId }, { _id: 1 }).lean().exec()).map((key) => key._id);
    const claimed = (await stores.claims.find({ ownerId: userId }, { _id: 1 }).lean().exec()).map((claim) => claim._id);
    const addresses = [...(user ? [user.email] : []), ...claimed];
    return removedCounts({
      // Codes, resets and notices to any of the person's addresses, in the dev outbox.
      mail_outbox: stores.mailer.forget(addresses).then((deletedCount) => ({ deletedCount })),
      // Limits named by an address (failed logins, resets): otherwise kept until they expire.
      limit_slots: stores.slots.forget(addresses).then((deletedCount) => ({ deletedCount })),
      api_key_usage: stores.usage.deleteMany({ keyId: { $in: keyIds } }).exec(),
      api_keys: stores.apiKeys.deleteMany({ companyUserId: userId }).exec(),
      trusted_documents: stores.documents.deleteMany({ companyUserId: userId }).exec(),
      claimed_addresses: stores.claims.deleteMany({ ownerId: userId }).exec(),
      pending_registrations: stores.registrations.deleteMany({ userId }).exec(),
      data_export_links: stores.links.deleteMany({ userId }).exec(),
      one_time_codes: user ? stores.codes.deleteMany({ email: user.email }).exec() : Promise.resolve({ deletedCount: 0 }),
      // Every event about the person on Kafka, its dead-letter topics and old outbox copies becomes unreadable.
      person_keys: stores.keys.shred([personKeyId.user(userId)]).then((deletedCount) => ({ deletedCount })),
    });
  };
}

/**
 * Counts the services' reports; once all of them erased the person, deletes the account row and
 * leaves the id-only tombstone. Idempotent: a report seen twice inserts nothing, a finished
 * account deletes nothing.
 */
export async function recordErasureDone(
  deps: { users: AccountDeps['users']; confirmations: ErasureConfirmationModel; erased: ErasedAccountModel },
  report: { userId: string; service: string },
): Promise<'waiting' | 'finished'> {
  try {
    await deps.confirmations.create({ _id: `${report.userId}:${report.service}`, userId: report.userId, service: report.service, at: new Date() });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const done = new Set((await deps.confirmations.find({ userId: report.userId }, { service: 1 }).lean().exec()).map((row) => row.service));
  if (!PERSONAL_DATA_SERVICES.every((service) => done.has(service))) return 'waiting';
  // The tombstone first: between the two writes the account is both ended and still refused.
  try {
    await deps.erased.create({ _id: report.userId, erasedAt: new Date() });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  await deps.users.deleteOne({ _id: report.userId }).exec();
  return 'finished';
}
