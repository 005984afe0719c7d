import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  COMPANY_IDENTITY_MESSAGES,
  hiringSystemFor,
  normalizeCompanyName,
  type HiringSystemTenant,
  AUTH_REQUIRED_MESSAGE,
  EML_UPLOAD_MESSAGES,
} from '@hiring/contracts';
import { orgDomainOf } from '@hiring/contracts/domains';
import { authFromHeader, isConnectionError, TEMPORARILY_UNAVAILABLE, type RateLimiter, namedScope } from '@hiring/service-kit';
import { uploadAllowance } from '../domain/upload-rate.js';
import type { InterviewsConfig } from '../config.js';
import type { DirectoryModels, EmployerDirectoryEntry } from '../models/employer-directory.model.js';
import { bindTenant, DirectoryRefused, provenCompanyEntry, type DirectoryChange } from '../domain/employer-directory.service.js';
import { MAX_EML_BYTES, UPLOAD_MESSAGES } from '../domain/upload-interview-email.service.js';
import type { PolicyIssueCode } from '../domain/verification/evidence-policy.js';
import { TaskPoolError, type EmailReader } from '../workers/email-reader.js';
import { readEmlFile } from './read-eml-file.route.js';

export const TENANT_MESSAGES = {
  onlyCompanies: 'Only companies can verify hiring-system accounts',
  noFile: EML_UPLOAD_MESSAGES.tenantNoFile,
  notAddressed: "This email was not sent to one of your company's verified work addresses. Upload an email your hiring system sent to one of them.",
  notHiringSystem:
    'This email was not signed by a recognised hiring system (Greenhouse, Lever, Ashby, Workday, ...). Upload an email your hiring system itself sent.',
  notVerified: (reasons: string) => `This email could not be verified: ${reasons}`,
  noTenant: (system: string) =>
    `We could not find your ${system} account in this email. Upload one that links to your ${system} job board or careers page (for example an application notification).`,
  ambiguous: (system: string, tenants: string) =>
    `This email names several ${system} accounts (${tenants}), so it does not show which one is yours. Upload an email that names only your own.`,
  looksLikeOther: (system: string, tenant: string, owner: string) =>
    `The ${system} account "${tenant}" carries the name of ${owner}, which is known with other domains; contact support if it is yours.`,
  bound: (tenants: HiringSystemTenant[]) =>
    `Verified: ${tenants.map((t) => `${t.system} account "${t.tenant}"`).join(', ')} now vouches for your company's interviews.`,
} as const;

/** Policy issues that do not concern binding (the email need not name an employer or be about an interview). */
const IRRELEVANT: ReadonlySet<PolicyIssueCode> = new Set(['not_employer', 'tenant_of_other_employer']);

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, tenants: [], message, error: message });
}

export interface TenantRouteDeps {
  directory: DirectoryModels;
  reader: EmailReader;
  config: InterviewsConfig;
  limiter: RateLimiter;
  onChange: (change: DirectoryChange) => Promise<unknown>;
}

const compact = (text: string) => text.replace(/[^a-z0-9]/g, '');

/**
 * POST /uploads/hiring-system-tenant (multipart, field `file`): the gateway streams
 * /api/company/hiring-system-tenants here. A proven company uploads an email its hiring system sent
 * to one of its verified work addresses; the same checks as a candidate's upload (DKIM aligned
 * with a recognised hiring system, From/To/Subject signed, the company's address in a signed To or
 * Cc, the whole body signed, not a forward) must pass, and the one tenant the signed content names
 * is bound to the company's directory entry, unless it is bound to another employer.
 */
export function hiringSystemTenantRoutes(deps: TenantRouteDeps) {
  return async (app: FastifyInstance) => {
    await app.register(
      namedScope('hiring-system upload', async (scope) => {
        await scope.register(multipart, { limits: { fileSize: MAX_EML_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
        scope.post('/uploads/hiring-system-tenant', async (request, reply) => {
          const auth = authFromHeader(request.headers.authorization, deps.config.JWT_SECRET);
          if (!auth || auth.scope !== 'access') return refuse(reply, 401, AUTH_REQUIRED_MESSAGE);
          if (auth.userType !== 'company') return refuse(reply, 403, TENANT_MESSAGES.onlyCompanies);
          const tooFast = await uploadAllowance(deps.limiter, deps.config.UPLOADS_PER_10_MINUTES, [`tenant-upload:${auth.userId}`]);
          if (tooFast) return refuse(reply, 429, tooFast);
          const entry = await provenCompanyEntry(deps.directory, auth.userId);
          if (!entry) return refuse(reply, 403, COMPANY_IDENTITY_MESSAGES.notProven);
          const read = await readEmlFile(scope, request, 'file', TENANT_MESSAGES.noFile);
          if ('status' in read) return refuse(reply, read.status, read.message);
          const { file } = read;

          try {
            const outcome = await bindFromEmail(deps, entry, file.bytes);
            if (!outcome.ok) return refuse(reply, outcome.status, outcome.message);
            request.log.info({ companyId: auth.userId, tenants: outcome.tenants }, 'hiring-system tenant bound');
            return reply.send({ success: true, tenants: outcome.tenants, message: TENANT_MESSAGES.bound(outcome.tenants) });
          } catch (error) {
            if (error instanceof TaskPoolError)
              return refuse(
                reply,
                error.kind === 'busy' || error.kind === 'closed' ? 503 : 422,
                error.kind === 'busy' ? UPLOAD_MESSAGES.busy : UPLOAD_MESSAGES.tooSlow,
              );
            if (isConnectionError(error)) return refuse(reply, 503, TEMPORARILY_UNAVAILABLE);
            request.log.error({ err: error }, 'tenant upload failed');
            return refuse(reply, 500, EML_UPLOAD_MESSAGES.tenantReadFailed);
          }
        });
      }),
    );
  };
}

type BindOutcome = { ok: true; tenants: HiringSystemTenant[] } | { ok: false; status: number; message: string };

/** Verifies the email as a candidate upload would be, with the company's addresses as the recipient's, and binds its tenant. */
export async function bindFromEmail(
  deps: Pick<TenantRouteDeps, 'directory' | 'reader' | 'onChange'>,
  entry: EmployerDirectoryEntry,
  raw: Buffer,
): Promise<BindOutcome> {
  const read = await deps.reader.read({ raw: new Uint8Array(raw), verified: entry.addresses, sourceType: 'email_upload' });
  if (read.kind === 'not-an-email') return { ok: false, status: 400, message: UPLOAD_MESSAGES.notAnEmail };
  if (read.kind === 'not-yours') return { ok: false, status: 422, message: TENANT_MESSAGES.notAddressed };
  if (read.kind === 'key-lookup-failed') return { ok: false, status: 503, message: UPLOAD_MESSAGES.keyLookupFailed };
  const { report, judgement, evidenceFacts: facts } = read.assessment;
  const system = facts.fromDomain && facts.fromAddress ? hiringSystemFor(orgDomainOf(facts.fromDomain), facts.fromAddress) : null;
  if (!system || judgement.via !== 'dkim') {
    if (judgement.issues.some((i) => i.code === 'not_addressed_to_you')) return { ok: false, status: 422, message: TENANT_MESSAGES.notAddressed };
    return { ok: false, status: 422, message: TENANT_MESSAGES.notHiringSystem };
  }
  if (judgement.issues.some((i) => i.code === 'not_addressed_to_you')) return { ok: false, status: 422, message: TENANT_MESSAGES.notAddressed };
  const problems = [...report.issues.map((i) => i.title), ...judgement.issues.filter((i) => !IRRELEVANT.has(i.code)).map((i) => i.title)];
  if (problems.length > 0) return { ok: false, status: 422, message: TENANT_MESSAGES.notVerified(problems.join('; ')) };
  const tenants = (facts.tenants ?? []).filter((t) => t.system === system.name);
  if (tenants.length === 0) return { ok: false, status: 422, message: TENANT_MESSAGES.noTenant(system.name) };
  if (tenants.length > 1) return { ok: false, status: 422, message: TENANT_MESSAGES.ambiguous(system.name, tenants.map((t) => t.tenant).join(', ')) };
  const tenant = tenants[0]!;
  // A hiring system's templates are written by its customer: a tenant spelling a well-known
  // employer's name (kept with other domains) is not bound to anybody else by an upload.
  const known = await deps.directory.entries
    .find({ source: { $in: ['seed', 'admin'] } })
    .lean<EmployerDirectoryEntry[]>()
    .exec();
  const namesake = known.find((k) => compact(normalizeCompanyName(k.name)) === compact(tenant.tenant) && !k.domains.some((d) => entry.domains.includes(d)));
  if (namesake) return { ok: false, status: 409, message: TENANT_MESSAGES.looksLikeOther(system.name, tenant.tenant, namesake.name) };
  try {
    await bindTenant(deps.directory, entry._id, tenant);
  } catch (error) {
    if (error instanceof DirectoryRefused) return { ok: false, status: 409, message: error.message };
    throw error;
  }
  await deps.onChange({ domains: [], tenants: [tenant] });
  return { ok: true, tenants: [tenant] };
}
