import { Link } from 'react-router-dom';
import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: 6-digit email verification (spec section 2, Verify email page). */
export function VerifyEmailPage() {
  return (
    <div className="auth-card">
      <PagePlaceholder title="Verify your email" summary="Enter the 6-digit code we emailed you.">
        <p className="auth-card__links">
          <Link to="/register">Back to registration</Link>
        </p>
      </PagePlaceholder>
    </div>
  );
}
