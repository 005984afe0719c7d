import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is an ambient const enum, unusable with verbatimModuleSyntax.
const ARGON2ID = 2;

/**
 * argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane): about 20-30 ms per
 * hash on this class of machine, which bounds login throughput per core to a few dozen a second.
 */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The spec's password rule, shared with the web app (returns its error text, or null). */
export { passwordProblem } from '@hiring/contracts';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps response times alike (no enumeration). */
export const DUMMY_HASH = await hashPassword('not-a-real-password-1!');
