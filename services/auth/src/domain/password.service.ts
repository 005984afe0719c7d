import { PASSWORD_API_KEY_MESSAGES, PASSWORD_REQUEST_MESSAGES, CANDIDATE_MESSAGES } from '@hiring/contracts';
import { PasswordChangedV1 } from '@hiring/contracts';
import { badInput, notFound, tooManyRequests, type AuthContext } from '@hiring/service-kit';
import type { AccountDeps } from './deps.js';
import { isSixDigits } from './codes.js';
import { accountLoginKey, accountSourceLoginKey, loginRules } from './login.service.js';
import { passwordChangedMail, passwordResetMail } from './mail-templates.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import { REGISTRATION_MESSAGES, normalizeEmail } from './registration-input.js';
import { limitCodeMails, waitMessage } from './registration.service.js';

export const PASSWORD_MESSAGES = {
  resetRequested: 'If an account exists for this email, we sent a password reset code to it.',
  invalidLink: PASSWORD_REQUEST_MESSAGES.invalidLink,
  invalidCode: PASSWORD_REQUEST_MESSAGES.invalidCode,
  expiredCode: PASSWORD_REQUEST_MESSAGES.resetFailed,
  exhausted: CANDIDATE_MESSAGES.codeExhausted,
  triesPerDayExhausted: 'Too many password reset attempts for this email. Please try again tomorrow.',
  resetDone: PASSWORD_REQUEST_MESSAGES.resetDone,
  changed: 'Password changed successfully',
  currentRequired: PASSWORD_REQUEST_MESSAGES.currentRequired,
  currentWrong: 'Current password is incorrect',
  sameAsCurrent: 'The new password must be different from the current one',
  userNotFound: 'User not found',
} as const;

/**
 * Mails a reset code. Known and unknown addresses get the same answer, the same cooldown and the
 * same work before it (the same lookups and a code insert: an unknown one gets a decoy code), so
 * neither the answer nor its time tells whether an account exists. The mail, the one step only a
 * known address has, leaves after the answer; when it fails, the code is withdrawn (so the person
 * may ask again at once) and the failure is logged, since telling the caller would tell them the
 * address has an account.
 */
export async function forgotPassword(deps: AccountDeps, input: { email?: string | null; clientIp?: string }) {
  const email = normalizeEmail(input.email);
  if (!email) throw badInput(REGISTRATION_MESSAGES.invalidEmail);
  await limitCodeMails(deps, input.clientIp);
  const user = await deps.users.findOne({ email }, { firstName: 1 }).lean<{ firstName: string }>().exec();
  const issued = await deps.codes.issue('reset-password', email, { live: user !== null });
  if (!issued.issued) throw tooManyRequests(waitMessage(issued.retryAfterSeconds));
  if (user) {
    setImmediate(() => {
      mailResetCode(deps, email, user.firstName, issued).catch((error: unknown) => deps.logger.error({ err: error }, 'password reset mail failed'));
    });
  }
  return { success: true as const, message: PASSWORD_MESSAGES.resetRequested };
}

async function mailResetCode(deps: AccountDeps, email: string, firstName: string, issued: { id: string; code: string }): Promise<void> {
  try {
    await deps.mailer.send(passwordResetMail(deps.mailer.product, email, firstName, issued.code, deps.config.PUBLIC_URL));
  } catch (error) {
    await deps.codes.withdraw(issued.id);
    throw error;
  }
}

/**
 * Stores the new password and raises the token version, which signs out every other session at
 * once (the gateway checks versions); a change keeps the session that made it, a reset keeps none.
 */
async function storeNewPassword(
  deps: AccountDeps,
  userId: string,
  password: string,
  reason: 'change' | 'reset',
  correlationId?: string,
  keptSessionId: string | null = null,
) {
  const user = await deps.users.findById(userId).exec();
  if (!user) throw notFound(PASSWORD_MESSAGES.userNotFound);
  const changedAt = new Date();
  user.passwordHash = await hashPassword(password);
  user.passwordChangedAt = changedAt;
  user.tokenVersion = (user.tokenVersion ?? 0) + 1;
  user.keptSessionId = keptSessionId;
  user.recordEvent(PasswordChangedV1, {
    correlationId,
    payload: { userId: user._id, email: user.email, reason, changedAt: changedAt.toISOString() },
  });
  await user.save();
  await deps.relay.notify(deps.users, user._id);
  deps.mailer.send(passwordChangedMail(deps.mailer.product, user.email, user.firstName, deps.config.PUBLIC_URL)).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'password-changed mail failed');
  });
  return user;
}

/**
 * Revokes every active API key of the account's company when the owner asks (a reset or change
 * after a suspected compromise), at once: the gateway forgets its cached keys after either
 * mutation. Answers the sentence the result adds, in plain words, about the keys there were:
 * revoked, or still working ('' when the account had none, e.g. a candidate).
 */
async function settleApiKeys(deps: AccountDeps, userId: string, revoke: boolean): Promise<string> {
  const active = { companyUserId: userId, revokedAt: null };
  if ((await deps.apiKeys.countDocuments(active).exec()) === 0) return '';
  if (!revoke) return ` ${PASSWORD_API_KEY_MESSAGES.kept}`;
  await deps.apiKeys.updateMany(active, { $set: { revokedAt: new Date() } }).exec();
  return ` ${PASSWORD_API_KEY_MESSAGES.revoked}`;
}

/** Sets a new password with a mailed code; the code works once. The new password is checked first. */
export async function resetPassword(
  deps: AccountDeps,
  input: { email?: string | null; code?: string | null; newPassword?: string | null; revokeApiKeys?: boolean | null; clientIp?: string },
  correlationId?: string,
) {
  const email = normalizeEmail(input.email);
  if (!email || !input.code?.trim()) throw badInput(PASSWORD_MESSAGES.invalidLink);
  const problem = passwordProblem(input.newPassword);
  if (problem) throw badInput(problem);
  if (!isSixDigits(input.code)) throw badInput(PASSWORD_MESSAGES.invalidCode);
  // Every code compared counts against the address's daily cap, known or unknown alike.
  const today = await deps.limiter.hit(`reset-try:${email}`, { limit: deps.config.RESET_CODE_TRIES_PER_DAY, windowMs: 24 * 3600_000 });
  if (!today.allowed) throw tooManyRequests(PASSWORD_MESSAGES.triesPerDayExhausted);
  const result = await deps.codes.check('reset-password', email, input.code.trim());
  if (!result.ok) {
    if (result.reason === 'expired') throw badInput(PASSWORD_MESSAGES.expiredCode);
    if (result.reason === 'exhausted') throw tooManyRequests(PASSWORD_MESSAGES.exhausted);
    throw badInput(PASSWORD_MESSAGES.invalidCode);
  }
  const user = await deps.users.findOne({ email }, { _id: 1 }).lean<{ _id: string }>().exec();
  if (!user) throw badInput(PASSWORD_MESSAGES.invalidCode);
  await storeNewPassword(deps, user._id, input.newPassword!, 'reset', correlationId);
  const keys = await settleApiKeys(deps, user._id, input.revokeApiKeys === true);
  // Whoever proved the mailbox may sign in again at once, from where they reset.
  const rules = loginRules(deps.config);
  await deps.limiter.reset(accountLoginKey(email), rules.account);
  await deps.limiter.reset(accountSourceLoginKey(email, input.clientIp), rules.accountAndSource);
  return { success: true as const, message: `${PASSWORD_MESSAGES.resetDone}${keys}` };
}

/** A signed-in user changes their password; wrong current passwords count as failed logins. */
export async function changePassword(
  deps: AccountDeps,
  auth: AuthContext,
  input: { currentPassword?: string | null; newPassword?: string | null; revokeApiKeys?: boolean | null; clientIp?: string },
  correlationId?: string,
) {
  if (!input.currentPassword) throw badInput(PASSWORD_MESSAGES.currentRequired);
  const problem = passwordProblem(input.newPassword);
  if (problem) throw badInput(problem);
  const user = await deps.users.findById(auth.userId, { passwordHash: 1, email: 1 }).lean<{ passwordHash: string; email: string }>().exec();
  if (!user) throw notFound(PASSWORD_MESSAGES.userNotFound);
  const slot = await deps.limiter.hit(accountSourceLoginKey(user.email, input.clientIp), loginRules(deps.config).accountAndSource);
  if (!slot.allowed) throw tooManyRequests(PASSWORD_REQUEST_MESSAGES.tooManyWrong);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badInput(PASSWORD_MESSAGES.currentWrong);
  await deps.limiter.release(slot.slotId);
  if (input.currentPassword === input.newPassword) throw badInput(PASSWORD_MESSAGES.sameAsCurrent);
  await storeNewPassword(deps, auth.userId, input.newPassword!, 'change', correlationId, auth.sessionId ?? null);
  const keys = await settleApiKeys(deps, auth.userId, input.revokeApiKeys === true);
  return { success: true as const, message: `${PASSWORD_MESSAGES.changed}${keys}` };
}
