import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { useSession } from '../../../app/session';
import { Spinner } from '../../ui/components/Spinner';
import { useMountedRef } from '../../ui/hooks';
import { ADMIN_TEXT, STATUS_REFRESH_AFTER_TRIGGER_MS } from '../admin';
import { TRIGGER_EMAIL_INGESTION } from '../graphql/trigger-email-ingestion.mutation';
import { useIngestionStatus } from '../hooks/useIngestionStatus';
import { AdminNotAllowed } from './AdminNotAllowed';
import { AdminNotice, failed, succeeded, type AdminNoticeState } from './AdminNotice';
import { EmployerDirectoryAdmin } from './EmployerDirectoryAdmin';
import { IngestionStatusCard } from './IngestionStatusCard';
import { RecentEmailsTable } from './RecentEmailsTable';
import { TestAnalysisForm } from './TestAnalysisForm';
import '../admin.css';

/**
 * /admin/email-ingestion (docs/product/screens.md#admin-email-ingestion): the service status, the manual trigger (its result,
 * then the status fetched again after 2 s) and the test analysis. Admins only: the admin flag of
 * the signed-in user decides what is shown, and a 403 from the server shows the same refusal.
 */
export function EmailIngestionAdmin() {
  const { user } = useSession();
  const isAdmin = user?.is_admin === true;
  const { status, loading, error, forbidden, reload } = useIngestionStatus(isAdmin);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<AdminNoticeState | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useMountedRef();
  const [triggerIngestion] = useMutation(TRIGGER_EMAIL_INGESTION);

  useEffect(
    () => () => {
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
    },
    [],
  );

  if (!isAdmin || forbidden) return <AdminNotAllowed email={user?.email ?? null} />;

  async function trigger() {
    setChecking(true);
    setNotice(null);
    try {
      const { data } = await triggerIngestion();
      const message = data?.triggerEmailIngestion.message || 'Email check complete.';
      if (mounted.current) setNotice(succeeded(message));
    } catch (failure) {
      console.error('Email check failed:', failure instanceof Error ? failure.message : failure);
      if (mounted.current) setNotice(failed(errorMessage(failure, ADMIN_TEXT.triggerFailed)));
    } finally {
      if (mounted.current) {
        setChecking(false);
        if (refreshTimer.current) clearTimeout(refreshTimer.current);
        refreshTimer.current = setTimeout(() => void reload(), STATUS_REFRESH_AFTER_TRIGGER_MS);
      }
    }
  }

  return (
    <div className="admin-page">
      <header>
        <p className="admin-page__eyebrow">Admin</p>
        <h1 className="page-title">Email ingestion</h1>
        <p className="page-lead">The forwarding mailbox: its status, a manual check, and a test of the email analysis.</p>
      </header>

      {!status && loading && (
        <p className="admin-loading" role="status">
          <Spinner size="md" /> Loading the ingestion status…
        </p>
      )}
      {!status && !loading && error && (
        <div className="admin-load-error">
          <AdminNotice notice={failed(error)} role="alert" />
          <button type="button" className="btn btn--secondary" onClick={() => void reload()}>
            Try again
          </button>
        </div>
      )}
      {status && (
        <>
          <IngestionStatusCard status={status} refreshing={loading} checking={checking} notice={notice} onTrigger={() => void trigger()} />
          {error && <AdminNotice notice={failed(error)} role="alert" />}
        </>
      )}
      <TestAnalysisForm />
      {status && <RecentEmailsTable emails={status.emailIngestionStatus.recentEmails} />}
      <EmployerDirectoryAdmin />
    </div>
  );
}
