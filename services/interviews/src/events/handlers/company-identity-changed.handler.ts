import type { CompanyIdentityChangedV1, EnvelopeOf } from '@hiring/contracts';
import type { Logger } from '@hiring/service-kit';
import { applyCompanyIdentity } from '../../domain/employer-directory.service.js';
import type { DirectoryModels } from '../../models/employer-directory.model.js';
import type { DirectoryChange } from '../../domain/employer-directory.service.js';

/**
 * A proven company's identity keeps its employer directory entry (source company). Redelivered
 * and older events change nothing (highest revision wins). The interviews the change touches
 * (signed by its old or new domains, or naming its tenants) are judged again.
 */
export function handleCompanyIdentityChanged(deps: { directory: DirectoryModels; logger: Logger; onChange: (change: DirectoryChange) => Promise<unknown> }) {
  return async (event: EnvelopeOf<typeof CompanyIdentityChangedV1>): Promise<void> => {
    const change = await applyCompanyIdentity(deps.directory, event.payload);
    if (!change) return;
    deps.logger.info(
      { companyId: event.payload.companyId, revision: event.payload.revision, domains: change.domains.length },
      'employer directory: company identity applied',
    );
    await deps.onChange(change);
  };
}
