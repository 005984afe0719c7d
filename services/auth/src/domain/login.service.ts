import { z } from 'zod';
import { unauthenticated } from '@hiring/service-kit';
import type { User, UserModel } from '../models/user.model.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';

/** One answer for an unknown email and a wrong password, so nobody can probe for accounts. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

export async function login(deps: { users: UserModel }, email: string, password: string): Promise<User> {
  const normalized = z.string().trim().toLowerCase().safeParse(email);
  const user = normalized.success ? await deps.users.findOne({ email: normalized.data }).lean<User>() : null;
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !ok) throw unauthenticated(INVALID_CREDENTIALS);
  return user;
}
