import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: candidate search (second spec, 2.4). */
export function SearchCandidatesPage() {
  return (
    <PagePlaceholder
      title="Search candidates"
      summary="Browse anonymous candidates by interview history and skills, and unlock the ones you want to contact."
    />
  );
}
