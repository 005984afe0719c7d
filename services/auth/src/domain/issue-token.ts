import { signToken } from '@hiring/service-kit';
import type { AuthConfig } from '../config.js';
import type { User } from '../models/user.model.js';

export function isAdminEmail(config: AuthConfig, email: string): boolean {
  return config.ADMIN_EMAILS.includes(email.toLowerCase());
}

export function issueAccessToken(config: AuthConfig, user: User): string {
  return signToken(
    { userId: user._id, userType: user.userType, isAdmin: isAdminEmail(config, user.email), email: user.email, scope: 'access' },
    config.JWT_SECRET,
    { expiresInSeconds: config.ACCESS_TOKEN_TTL_SECONDS },
  );
}
