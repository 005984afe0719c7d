import { api, REQUEST_TIMEOUT_MS } from '../../app/api';
import { UploadFailure, uploadFailureFrom } from '../interviews/upload.api';

/**
 * POST /api/company/hiring-system-tenants (multipart `file`, the stored bearer token): a company
 * uploads an email its hiring system sent to one of its verified work addresses; the tenants found
 * are bound to the company (issue 27). Errors as the candidate upload has them: the server's
 * `error`/`message`, else the fallback.
 */
export const TENANT_UPLOAD_ENDPOINT = '/api/company/hiring-system-tenants';

export interface BoundTenant {
  system: string;
  tenant: string;
}

export interface TenantUploadResponse {
  success?: boolean;
  tenants?: BoundTenant[] | null;
  message?: string | null;
  error?: string | null;
}

export async function uploadTenantEmail(file: File, fallbackMessage: string, signal?: AbortSignal): Promise<TenantUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  let body: TenantUploadResponse;
  try {
    body = await api.post<TenantUploadResponse>(TENANT_UPLOAD_ENDPOINT, form, { timeoutMs: REQUEST_TIMEOUT_MS, signal });
  } catch (error) {
    throw uploadFailureFrom(error, fallbackMessage);
  }
  if (!body || body.success === false) throw new UploadFailure(body?.error || body?.message || fallbackMessage, 200);
  return body;
}

/** 'Greenhouse (northwind), Lever (acme)'. */
export function tenantsText(tenants: readonly BoundTenant[]): string {
  return tenants.map((entry) => `${entry.system} (${entry.tenant})`).join(', ');
}
