import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';

/**
 * What a company has proven about itself changed: a work address verified (at registration or
 * later from the profile), or its display name changed. The interviews service keeps the
 * employer directory from it (a proven company's domains vouch for its own mail; its addresses may
 * bind its hiring-system tenants); the candidate service names the company with its proven domain
 * in platform mail. Full state, not a delta: `revision` grows with every change, so a consumer
 * keeps the highest and ignores older ones. Keyed by company id.
 */
export const CompanyIdentityChangedV1 = defineEvent({
  type: 'CompanyIdentityChanged',
  version: 1,
  topic: 'company.identity.changed.v1',
  payload: z.object({
    companyId: z.string().min(1),
    revision: z.number().int().nonnegative(),
    /** The name the company shows; never a hiding key or evidence by itself. */
    displayName: z.string(),
    /** Registrable domains (Public Suffix List) of the work addresses it verified; empty: unproven. */
    provenDomains: z.array(z.string().min(1)),
    /** The verified work addresses themselves (lower case). */
    provenAddresses: z.array(z.string().email()),
    /** Normalised names bound to the proven domains (names those domains spell). */
    boundNames: z.array(z.string().min(1)),
    changedAt: z.string().datetime({ offset: true }),
  }),
  personal: { keyOf: (payload) => personKeyId.user(payload.companyId), clear: ['companyId', 'revision'] },
});
