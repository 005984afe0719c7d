import { Link } from 'react-router-dom';

/** What a signed-in user who is not an admin sees on an admin route. */
export function AdminNotAllowed({ email }: { email: string | null }) {
  return (
    <section className="admin-denied" aria-labelledby="page-title">
      <div className="admin-denied__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </div>
      <h1 id="page-title" className="page-title">
        Not allowed
      </h1>
      <p className="page-lead">
        The email ingestion page is for administrators only.
        {email ? ` Your account (${email}) does not have admin rights.` : ' Your account does not have admin rights.'}
      </p>
      <p className="admin-denied__note">If you need access, ask an administrator of the product.</p>
      <Link to="/dashboard" className="btn btn--primary">
        Back to dashboard
      </Link>
    </section>
  );
}
