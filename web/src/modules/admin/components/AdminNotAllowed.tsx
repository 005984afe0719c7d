import { NotAllowed } from '../../layout/components/NotAllowed';

/** What a signed-in user who is not an admin sees on an admin route. */
export function AdminNotAllowed({ email }: { email: string | null }) {
  return (
    <NotAllowed
      lead="The email ingestion page is for administrators only."
      reason={email ? `Your account (${email}) does not have admin rights.` : 'Your account does not have admin rights.'}
      note="If you need access, ask an administrator of the product."
    />
  );
}
