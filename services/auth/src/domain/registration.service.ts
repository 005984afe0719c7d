import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  CareerInputError,
  EmailVerifiedV1,
  UserRegisteredV1,
  type CareerData,
  type CompanyData,
  CANDIDATE_MESSAGES,
} from '@hiring/contracts';
import {
  addressSourceOf,
  badInput,
  conflict,
  forbidden,
  humanDuration,
  isDuplicateKeyError,
  tooManyRequests,
  unauthenticated,
  unavailable,
  type AuthContext,
} from '@hiring/service-kit';
import type { User } from '../models/user.model.js';
import type { PendingRegistration } from '../models/pending-registration.model.js';
import type { AccountDeps } from './deps.js';
import { isSixDigits } from './codes.js';
import { issueRegistrationToken } from './issue-token.js';
import { accountExistsMail, addressClaimedMail, verificationCodeMail, welcomeMail } from './mail-templates.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { basicInfo, careerData, companyData, normalizeEmail, parseUserType, type CareerDataInput, type CompanyDataInput } from './registration-input.js';

export const VERIFICATION_MESSAGES = {
  sent: CANDIDATE_MESSAGES.emailCodeSent,
  sendFailed: CANDIDATE_MESSAGES.codeSendFailed,
  verified: 'Email verified successfully!',
  invalid: ACCOUNT_MESSAGES.invalidVerificationCode,
  malformed: ACCOUNT_MESSAGES.codeDigits,
  expired: CANDIDATE_MESSAGES.codeExpired,
  exhausted: CANDIDATE_MESSAGES.codeExhausted,
  notVerified: 'Please verify your email address before completing registration',
  otherEmail: 'This email address has not been verified in this registration',
  otherUserType: 'The account type does not match the one you verified your email for',
  sessionExpired: 'Your registration session has expired. Please verify your email again.',
  exists: 'An account with this email already exists',
  claimedByAccount: CANDIDATE_MESSAGES.emailTakenByOther,
  alreadySignedIn: 'You are already registered and signed in',
} as const;

export function waitMessage(retryAfterSeconds: number): string {
  return `Please wait ${humanDuration(retryAfterSeconds)} before requesting a new code`;
}

export function tooManyCodeRequests(retryAfterSeconds: number): string {
  return `Too many code requests from your network. Please try again in ${humanDuration(retryAfterSeconds)}.`;
}

/** Runs the input rules, turning their failures into 400s with the rule's text. */
function validated<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CareerInputError) throw badInput(error.message);
    throw error;
  }
}

/** Limits the mails one client address can trigger (each address also has its own cooldown). */
export async function limitCodeMails(deps: AccountDeps, clientIp: string | undefined): Promise<void> {
  const decision = await deps.limiter.hit(`code-mail:ip:${addressSourceOf(clientIp)}`, {
    limit: deps.config.CODE_SENDS_PER_IP_PER_HOUR,
    windowMs: 3600_000,
  });
  if (!decision.allowed) throw tooManyRequests(tooManyCodeRequests(decision.retryAfterSeconds));
}

/** The address is another account's login address or a candidate's verified extra address. */
async function addressTaken(deps: AccountDeps, email: string): Promise<'account' | 'claimed' | null> {
  if ((await deps.users.exists({ email })) !== null) return 'account';
  if ((await deps.claims.exists({ _id: email })) !== null) return 'claimed';
  return null;
}

/**
 * Step 4 of the wizard: mails a 6-digit code. An address that already belongs to an account (as
 * its login or a verified extra address) gets a mail saying so instead, and the same answer, so
 * the form reveals nothing.
 */
export async function sendVerificationCode(
  deps: AccountDeps,
  input: { email?: string | null; firstName?: string | null; lastName?: string | null; userType?: string | null; clientIp?: string },
): Promise<{ success: true; message: string; tempAccessToken: null }> {
  const { email, firstName } = validated(() => {
    const basics = basicInfo(input);
    parseUserType(input.userType);
    return basics;
  });
  await limitCodeMails(deps, input.clientIp);
  const taken = await addressTaken(deps, email);
  const issued = await deps.codes.issue('verify-email', email, { live: taken === null });
  if (!issued.issued) throw tooManyRequests(waitMessage(issued.retryAfterSeconds));
  const mail =
    taken === 'account'
      ? accountExistsMail(deps.mailer.product, email, deps.config.PUBLIC_URL)
      : taken === 'claimed'
        ? addressClaimedMail(deps.mailer.product, email, deps.config.PUBLIC_URL)
        : verificationCodeMail(deps.mailer.product, email, firstName, issued.code);
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.logger.error({ err: error }, 'verification mail failed');
    await deps.codes.withdraw(issued.id);
    throw unavailable(VERIFICATION_MESSAGES.sendFailed);
  }
  // The temporary token is only issued once the code is validated (see validateVerificationCode).
  return { success: true, message: VERIFICATION_MESSAGES.sent, tempAccessToken: null };
}

/** Keeps one pending registration per address; its user id stays the same across re-verifications. */
async function recordVerification(
  deps: AccountDeps,
  details: { email: string; userType: 'candidate' | 'company'; firstName: string; lastName: string },
  correlationId?: string,
): Promise<PendingRegistration> {
  const verifiedAt = new Date();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let doc = await deps.registrations.findById(details.email).exec();
    if (!doc) doc = new deps.registrations({ _id: details.email, userId: randomUUID() });
    doc.set({ userType: details.userType, firstName: details.firstName, lastName: details.lastName, verifiedAt });
    doc.recordEvent(EmailVerifiedV1, {
      aggregateId: doc.userId,
      correlationId,
      payload: { userId: doc.userId, email: details.email, userType: details.userType, verifiedAt: verifiedAt.toISOString() },
    });
    try {
      await doc.save();
      await deps.relay.notify(deps.registrations, doc._id);
      return doc.toObject();
    } catch (error) {
      // Two first verifications raced on the insert: read the winner's and go again.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  throw new Error('could not record the verification');
}

/** Checks the code and answers with the temporary registration token. */
export async function validateVerificationCode(
  deps: AccountDeps,
  input: { email?: string | null; verificationCode?: string | null; firstName?: string | null; lastName?: string | null; userType?: string | null },
  correlationId?: string,
): Promise<{ success: true; message: string; tempAccessToken: string }> {
  const { email, firstName, lastName, userType } = validated(() => ({ ...basicInfo(input), userType: parseUserType(input.userType) }));
  if (!isSixDigits(input.verificationCode)) throw badInput(VERIFICATION_MESSAGES.malformed);
  const result = await deps.codes.check('verify-email', email, input.verificationCode.trim());
  if (!result.ok) {
    if (result.reason === 'expired') throw badInput(VERIFICATION_MESSAGES.expired);
    if (result.reason === 'exhausted') throw tooManyRequests(VERIFICATION_MESSAGES.exhausted);
    throw badInput(VERIFICATION_MESSAGES.invalid);
  }
  const pending = await recordVerification(deps, { email, userType, firstName, lastName }, correlationId);
  return {
    success: true,
    message: VERIFICATION_MESSAGES.verified,
    tempAccessToken: issueRegistrationToken(deps.config, { userId: pending.userId, userType, email }),
  };
}

export interface FinishRegistrationInput {
  email?: string | null;
  password?: string | null;
  userType?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  careerData?: CareerDataInput | null;
  companyData?: CompanyDataInput | null;
  referralId?: string | null;
}

/** A referral link's id as the invitation carries it (a UUID); anything else is no invitation. */
export function referralIdOf(raw: string | null | undefined): string | null {
  const id = raw?.trim() ?? '';
  return /^[A-Za-z0-9-]{8,64}$/.test(id) ? id : null;
}

/**
 * The last step (register-with-verification for companies, complete-registration for
 * candidates): only with the registration token of the same address, which proves the email
 * was verified. Creates the account and records UserRegistered in the same insert; the candidate,
 * company, billing and interviews services build their records from that event.
 */
export async function finishRegistration(deps: AccountDeps, auth: AuthContext | null, input: FinishRegistrationInput, correlationId?: string): Promise<User> {
  if (auth?.scope === 'access') throw conflict(VERIFICATION_MESSAGES.alreadySignedIn);
  if (!auth || auth.scope !== 'registration') throw unauthenticated(VERIFICATION_MESSAGES.notVerified);
  const email = normalizeEmail(input.email);
  if (!email || email !== auth.email) throw forbidden(VERIFICATION_MESSAGES.otherEmail);
  const userType = validated(() => parseUserType(input.userType));
  if (userType !== auth.userType) throw badInput(VERIFICATION_MESSAGES.otherUserType);
  const pending = await deps.registrations.findById(email).lean<PendingRegistration>().exec();
  if (!pending || pending.userId !== auth.userId) throw unauthenticated(VERIFICATION_MESSAGES.sessionExpired);
  // A candidate may have verified this address as an extra one since the code was sent.
  if ((await deps.claims.exists({ _id: email })) !== null) throw conflict(VERIFICATION_MESSAGES.claimedByAccount);

  const { firstName, lastName } = validated(() =>
    basicInfo({ email, firstName: input.firstName ?? pending.firstName, lastName: input.lastName ?? pending.lastName }),
  );
  const problem = passwordProblem(input.password);
  if (problem) throw badInput(problem);
  let career: CareerData | null = null;
  let company: CompanyData | null = null;
  if (userType === 'candidate') career = validated(() => careerData(input.careerData));
  else company = validated(() => companyData(input.companyData));

  const now = new Date();
  const user = new deps.users({
    _id: auth.userId,
    email,
    passwordHash: await hashPassword(input.password!),
    userType,
    firstName,
    lastName,
    companyName: company?.companyName ?? null,
    emailVerified: true,
    emailVerifiedAt: pending.verifiedAt,
    passwordChangedAt: now,
  });
  user.recordEvent(UserRegisteredV1, {
    correlationId,
    payload: {
      userId: user._id,
      email,
      userType,
      firstName,
      lastName,
      registeredAt: now.toISOString(),
      careerData: career,
      companyData: company,
      referralId: referralIdOf(input.referralId),
    },
  });
  try {
    await user.save();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict(VERIFICATION_MESSAGES.exists);
    throw error;
  }
  await deps.relay.notify(deps.users, user._id);
  // The pending registration stays: its outbox may still hold EmailVerified, and the taken email makes it inert.
  deps.mailer.send(welcomeMail(deps.mailer.product, email, firstName, userType, deps.config.PUBLIC_URL)).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'welcome mail failed');
  });
  return user.toObject();
}
