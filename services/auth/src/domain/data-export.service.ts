import { createHash, randomBytes } from 'node:crypto';
import { DATA_EXPORT_LIMITS, DATA_EXPORT_PATH_PREFIX } from '@hiring/contracts';
import { isDuplicateKeyError, type AuthContext } from '@hiring/service-kit';
import type { AccountDeps } from './deps.js';
import type { DataExportLinkModel, DataExportUseModel } from '../models/data-export-link.model.js';
import { confirmPassword } from './confirm-password.js';

export interface DataExportDeps extends Pick<AccountDeps, 'users' | 'limiter' | 'config'> {
  links: DataExportLinkModel;
  uses: DataExportUseModel;
}

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A signed-in person asks for their data (docs/decisions/privacy-rights.md#export): the password
 * again (wrong ones count as failed logins, like a password change), then a link that works once
 * within DATA_EXPORT_LIMITS.linkMinutes. Nothing is collected yet: the gateway assembles the
 * archive when the link is used, so no copy of it waits anywhere.
 */
export async function requestDataExport(deps: DataExportDeps, auth: AuthContext, input: { password?: string | null; clientIp?: string }) {
  const user = await confirmPassword(deps, auth, input.password, input.clientIp);
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + DATA_EXPORT_LIMITS.linkMinutes * 60_000);
  await deps.links.create({ _id: digest(secret), userId: auth.userId, userType: user.userType, expiresAt });
  return { url: `${DATA_EXPORT_PATH_PREFIX}${secret}`, expiresAt: expiresAt.toISOString() };
}

export interface ExportLinkOwner {
  userId: string;
  userType: 'candidate' | 'company';
}

/** The account a link is for while it is unused and unexpired; null otherwise (unknown links too). */
export async function resolveExportLink(deps: Pick<DataExportDeps, 'links' | 'uses'>, secret: string, now = new Date()): Promise<ExportLinkOwner | null> {
  const id = digest(secret);
  const link = await deps.links.findById(id).lean<{ userId: string; userType: 'candidate' | 'company'; expiresAt: Date }>().exec();
  if (!link || link.expiresAt.getTime() <= now.getTime()) return null;
  if (await deps.uses.exists({ _id: id })) return null;
  return { userId: link.userId, userType: link.userType };
}

/** Uses a link up: true for the one caller whose insert got in first, false for every later one. */
export async function consumeExportLink(deps: Pick<DataExportDeps, 'links' | 'uses'>, secret: string): Promise<boolean> {
  if (!(await resolveExportLink(deps, secret))) return false;
  try {
    await deps.uses.create({ _id: digest(secret), usedAt: new Date() });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
