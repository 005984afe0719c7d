import { EmailIngestionAdmin } from '../modules/admin/components/EmailIngestionAdmin';

/** /admin/email-ingestion: the admin email ingestion screen (profiles spec 2.8). */
export function AdminEmailIngestionPage() {
  return <EmailIngestionAdmin />;
}
