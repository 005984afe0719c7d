import { COMPANY_IDENTITY_MESSAGES, COMPANY_NOT_PROVEN_CODE } from '@hiring/contracts';
import { GraphQLError } from 'graphql';
import type { CompanyIdentity } from '../search/company-identity.js';

/**
 * What an unproven company is refused (search, details, stats, unlocks, the unlocked list): the
 * hiding rule has no key for it, so it could see its own staff. The gateway passes the code
 * through (CLIENT_ERROR_CODES) and the REST facade answers 403 with this text.
 */
export function notProven(): GraphQLError {
  return new GraphQLError(COMPANY_IDENTITY_MESSAGES.notProven, { extensions: { code: COMPANY_NOT_PROVEN_CODE } });
}

export function requireProvenIdentity(identity: CompanyIdentity): CompanyIdentity {
  if (identity.domains.length === 0) throw notProven();
  return identity;
}

export function requireProven<T extends { identity: CompanyIdentity }>(context: T): T {
  requireProvenIdentity(context.identity);
  return context;
}
