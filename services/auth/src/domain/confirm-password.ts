import { DATA_EXPORT_MESSAGES } from '@hiring/contracts';
import { badInput, notFound, tooManyRequests, type AuthContext } from '@hiring/service-kit';
import type { AccountDeps } from './deps.js';
import { accountSourceLoginKey, loginRules } from './login.service.js';
import { verifyPassword } from './passwords.js';

/**
 * The signed-in person's password again, before an export or a deletion: wrong ones count as
 * failed logins from this address (like a password change), so a stolen session cannot guess it.
 */
export async function confirmPassword(
  deps: Pick<AccountDeps, 'users' | 'limiter' | 'config'>,
  auth: AuthContext,
  password: string | null | undefined,
  clientIp?: string,
) {
  if (!password) throw badInput(DATA_EXPORT_MESSAGES.passwordRequired);
  const user = await deps.users
    .findById(auth.userId, { passwordHash: 1, email: 1, userType: 1 })
    .lean<{ passwordHash: string; email: string; userType: 'candidate' | 'company' }>()
    .exec();
  if (!user) throw notFound('User not found');
  const slot = await deps.limiter.hit(accountSourceLoginKey(user.email, clientIp), loginRules(deps.config).accountAndSource);
  if (!slot.allowed) throw tooManyRequests(DATA_EXPORT_MESSAGES.tooManyTries);
  if (!(await verifyPassword(user.passwordHash, password))) throw badInput(DATA_EXPORT_MESSAGES.passwordWrong);
  await deps.limiter.release(slot.slotId);
  return user;
}
