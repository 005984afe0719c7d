import { EmailIngestionAdmin } from '../modules/admin/components/EmailIngestionAdmin';

/** /admin/email-ingestion: the admin email ingestion screen (docs/product/screens.md#admin-email-ingestion). */
export function AdminEmailIngestionPage() {
  return <EmailIngestionAdmin />;
}
