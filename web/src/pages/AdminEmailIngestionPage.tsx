import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: admin email ingestion (second spec, 2.8). */
export function AdminEmailIngestionPage() {
  return (
    <PagePlaceholder
      title="Email ingestion"
      summary="Ingestion service status, a manual trigger and a test analysis form."
    />
  );
}
