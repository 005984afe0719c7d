import { emailParts } from '../format';

/** A mailto link whose address wraps after the '@' rather than inside a word. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const [local, domain] = emailParts(email);
  return (
    <a className={className} href={`mailto:${email}`}>
      {local}
      <wbr />
      {domain}
    </a>
  );
}
