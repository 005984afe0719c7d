import { COMPANY_IDENTITY_LIMITS, COMPANY_IDENTITY_MESSAGES, codeCooldownMessage, normalizeEmail } from '@hiring/contracts';
import { domainOfAddress, isPersonalMailDomain, orgDomainOf } from '@hiring/contracts/domains';
import {
  badInput,
  conflict,
  isSixDigits,
  notFound,
  tooManyRequests,
  unavailable,
  type CodeBook,
  type Logger,
  type Mailer,
  type OutboxRelay,
  type RateLimiter,
  type ReadBarrier,
  type SlotCounter,
} from '@hiring/service-kit';
import type { CompanyProfile, CompanyProfileModel } from '../../models/company-profile.model.js';
import { COMPANY_GROUPS } from '../consumer-groups.js';
import { COMPANY_PROFILE_MESSAGES } from '../company-profile.service.js';
import { workAddressCodeMail } from './mail-templates.js';
import { withIdentityLock } from './identity-lock.js';
import { recordIdentityChanged, workAddressesOf } from './proven-identity.js';

export type WorkAddressCodePurpose = 'verify-work-address';
const PURPOSE: WorkAddressCodePurpose = 'verify-work-address';

export interface WorkAddressDeps {
  profiles: CompanyProfileModel;
  barrier: ReadBarrier;
  codes: CodeBook<WorkAddressCodePurpose>;
  limiter: RateLimiter;
  slots: SlotCounter;
  mailer: Mailer;
  relay: OutboxRelay;
  logger: Logger;
}

const normalizeAddress = normalizeEmail;

/** An address a company may prove: well formed and not at a provider anybody can open a mailbox at. */
function companyAddress(value: string | null | undefined): string {
  const email = normalizeAddress(value);
  if (!email) throw badInput(COMPANY_IDENTITY_MESSAGES.invalidAddress);
  if (isPersonalMailDomain(domainOfAddress(email))) throw badInput(COMPANY_IDENTITY_MESSAGES.personalAddress);
  return email;
}

/**
 * Work addresses proven from the Company Profile (docs/decisions/company-identity.md): a 6-digit
 * code is mailed to the address (the kit's CodeBook: hashed, expiring, a few wrong tries, scoped
 * to this company so another company's code for the same address never works), and the address
 * is proven when the code comes back. Each proven address adds its registrable domain to the
 * company's identity and records CompanyIdentityChanged.
 */
export class WorkAddresses {
  constructor(private readonly deps: WorkAddressDeps) {}

  async requestCode(companyId: string, input: { email?: string | null }): Promise<{ email: string; message: string }> {
    const email = companyAddress(input.email);
    const profile = await this.profile(companyId);
    const addresses = workAddressesOf(profile);
    if (addresses.some((address) => address.email === email)) throw conflict(COMPANY_IDENTITY_MESSAGES.alreadyVerified);
    if (addresses.length >= COMPANY_IDENTITY_LIMITS.maxWorkAddresses) throw badInput(COMPANY_IDENTITY_MESSAGES.tooManyAddresses);
    const decision = await this.deps.limiter.hit(`work-address-code:${companyId}`, {
      limit: COMPANY_IDENTITY_LIMITS.workAddressCodesPerHour,
      windowMs: 3600_000,
    });
    if (!decision.allowed) throw tooManyRequests(COMPANY_IDENTITY_MESSAGES.tooManyCodes);
    const issued = await this.deps.codes.issue(PURPOSE, email, { live: true, scope: companyId });
    if (!issued.issued) throw tooManyRequests(codeCooldownMessage(issued.retryAfterSeconds));
    try {
      await this.deps.mailer.send(workAddressCodeMail(this.deps.mailer.product, email, profile.firstName, issued.code));
    } catch (error) {
      this.deps.logger.error({ err: error }, 'work address code mail failed');
      await this.deps.codes.withdraw(issued.id);
      throw unavailable(COMPANY_IDENTITY_MESSAGES.codeSendFailed);
    }
    return { email, message: COMPANY_IDENTITY_MESSAGES.codeSent(email) };
  }

  async verify(companyId: string, input: { email?: string | null; code?: string | null }, correlationId?: string): Promise<CompanyProfile> {
    const email = companyAddress(input.email);
    if (!isSixDigits(input.code)) throw badInput(COMPANY_IDENTITY_MESSAGES.codeMalformed);
    const found = await this.profile(companyId);
    if (workAddressesOf(found).some((address) => address.email === email)) throw conflict(COMPANY_IDENTITY_MESSAGES.alreadyVerified);
    const result = await this.deps.codes.check(PURPOSE, email, input.code.trim(), { scope: companyId });
    if (!result.ok) {
      if (result.reason === 'expired') throw badInput(COMPANY_IDENTITY_MESSAGES.codeExpired);
      if (result.reason === 'exhausted') throw tooManyRequests(COMPANY_IDENTITY_MESSAGES.codeExhausted);
      throw badInput(COMPANY_IDENTITY_MESSAGES.codeInvalid);
    }
    // The code is spent: add the address (one identity change of the company at a time).
    return withIdentityLock(this.deps.slots, companyId, async () => {
      const doc = await this.deps.profiles.findById(companyId).exec();
      if (!doc) throw notFound(COMPANY_PROFILE_MESSAGES.notFound);
      const addresses = workAddressesOf(doc.toObject());
      if (addresses.some((address) => address.email === email)) return doc.toObject();
      if (addresses.length >= COMPANY_IDENTITY_LIMITS.maxWorkAddresses) throw badInput(COMPANY_IDENTITY_MESSAGES.tooManyAddresses);
      doc.workAddresses = [...addresses, { email, domain: orgDomainOf(domainOfAddress(email)), verifiedAt: new Date(), source: 'profile' }];
      recordIdentityChanged(doc, correlationId);
      await doc.save();
      await this.deps.relay.notify(this.deps.profiles, doc._id);
      return doc.toObject();
    });
  }

  private async profile(companyId: string): Promise<CompanyProfile> {
    const profile = await this.deps.barrier.lookup(COMPANY_GROUPS.profiles, () => this.deps.profiles.findById(companyId).lean<CompanyProfile>().exec());
    if (!profile) throw notFound(COMPANY_PROFILE_MESSAGES.notFound);
    return profile;
  }
}
