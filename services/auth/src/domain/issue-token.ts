import { randomUUID } from 'node:crypto';
import { signToken } from '@hiring/service-kit';
import type { AuthConfig } from '../config.js';
import type { User } from '../models/user.model.js';

export function isAdminEmail(config: AuthConfig, email: string): boolean {
  return config.ADMIN_EMAILS.includes(email.toLowerCase());
}

/** The session token: user id, type, admin flag, token version, a new session id, expiry. */
export function issueAccessToken(config: AuthConfig, user: Pick<User, '_id' | 'userType' | 'email'> & { tokenVersion?: number }): string {
  return signToken(
    {
      userId: user._id,
      userType: user.userType,
      isAdmin: isAdminEmail(config, user.email),
      email: user.email,
      scope: 'access',
      tokenVersion: user.tokenVersion ?? 0,
      sessionId: randomUUID(),
    },
    config.JWT_SECRET,
    { expiresInSeconds: config.ACCESS_TOKEN_TTL_SECONDS },
  );
}

/**
 * The temporary registration token, for a verified address: scope `registration` lets it complete
 * registration and upload interview emails during registration, and nothing else (every other
 * operation requires scope `access`). Never an admin.
 */
export function issueRegistrationToken(config: AuthConfig, registration: { userId: string; userType: 'candidate' | 'company'; email: string }): string {
  return signToken(
    { userId: registration.userId, userType: registration.userType, isAdmin: false, email: registration.email, scope: 'registration' },
    config.JWT_SECRET,
    { expiresInSeconds: config.REGISTRATION_TOKEN_TTL_SECONDS },
  );
}
