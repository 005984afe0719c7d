import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: candidate profile, Career and Account tabs (second spec, 2.1). */
export function CandidateProfilePage() {
  return (
    <PagePlaceholder
      title="Your candidate profile"
      summary="Your career details, skills, work history, verified email addresses and account settings."
    />
  );
}
