import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { Notice, failure, success, type NoticeState } from '../../billing/components/Notice';
import { Spinner } from '../../ui/components/Spinner';
import { MY_HIRING_SYSTEM_TENANTS } from '../graphql/hiring-system-tenants.query';
import { IDENTITY_TEXT } from '../identity';
import { tenantsText, uploadTenantEmail } from '../tenants.api';
import '../company-identity.css';

/**
 * "Hiring system accounts" (issue 27): the tenants (Greenhouse board, Lever site...) bound to the
 * company, and the upload that binds more: any email the hiring system sent to one of the
 * company's verified work addresses. Mail through a bound tenant is then employer verified.
 */
export function HiringSystemTenants({ proven }: { proven: boolean }) {
  const tenantsQuery = useQuery(MY_HIRING_SYSTEM_TENANTS, { fetchPolicy: 'cache-and-network', skip: !proven });
  const tenants = tenantsQuery.data?.myHiringSystemTenants ?? [];
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      fileInput.current?.focus();
      return;
    }
    setNotice(null);
    setUploading(true);
    try {
      const answer = await uploadTenantEmail(file, IDENTITY_TEXT.tenantUploadFailed);
      const bound = answer.tenants ?? [];
      setNotice(success(answer.message || (bound.length > 0 ? `Bound: ${tenantsText(bound)}` : 'Uploaded')));
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      void tenantsQuery.refetch().catch(() => undefined);
    } catch (problem) {
      setNotice(failure(problem instanceof Error ? problem.message : IDENTITY_TEXT.tenantUploadFailed));
    } finally {
      setUploading(false);
    }
  }

  return (
    <section className="cp-card ci-section" aria-labelledby="ci-tenants-title">
      <div className="cp-card__header">
        <div>
          <h2 id="ci-tenants-title" className="cp-card__title">
            Hiring system accounts
          </h2>
          <p className="cp-card__lead">
            Interview emails sent through your hiring system account count as employer verified once the account is bound to your company.
          </p>
        </div>
      </div>
      {tenantsQuery.error && <Notice notice={failure(errorMessage(tenantsQuery.error, 'Could not load your hiring system accounts.'))} />}
      {proven && tenantsQuery.loading && !tenantsQuery.data ? (
        <p className="ci-empty" role="status">
          <Spinner /> Loading...
        </p>
      ) : tenants.length === 0 ? (
        <p className="ci-empty">No hiring system account is bound to your company yet.</p>
      ) : (
        <ul className="ci-list" aria-label="Bound hiring system accounts">
          {tenants.map((entry) => (
            <li key={`${entry.system}|${entry.tenant}`} className="ci-list__item" data-tenant={`${entry.system}:${entry.tenant}`}>
              <span className="ci-list__main">{entry.system}</span>
              <span className="ci-list__meta">Account {entry.tenant}</span>
            </li>
          ))}
        </ul>
      )}
      <form className="ci-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Bind a hiring system account">
        <div className="field">
          <label htmlFor="ci-tenant-file" className="field__label">
            Email from your hiring system (.eml)
          </label>
          <input
            ref={fileInput}
            id="ci-tenant-file"
            className="input"
            type="file"
            accept=".eml,message/rfc822"
            aria-describedby="ci-tenant-hint"
            disabled={!proven || uploading}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id="ci-tenant-hint" className="ci-hint">
            {proven ? `${IDENTITY_TEXT.tenantsIntro}.` : IDENTITY_TEXT.tenantsNeedProof}
          </p>
        </div>
        <button type="submit" className="btn btn--secondary" disabled={!proven || uploading || !file}>
          {uploading ? (
            <>
              <Spinner /> Uploading...
            </>
          ) : (
            'Upload email'
          )}
        </button>
      </form>
      <Notice notice={notice} />
    </section>
  );
}
