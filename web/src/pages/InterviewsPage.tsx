import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: interview history (second spec, 2.3). */
export function InterviewsPage() {
  return (
    <PagePlaceholder
      title="Interview history"
      summary="Upload interview emails and manage the verified interview record companies see."
    />
  );
}
