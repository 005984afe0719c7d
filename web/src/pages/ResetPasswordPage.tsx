import { Link } from 'react-router-dom';
import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: set a new password with the emailed code (spec section 2, Reset password). */
export function ResetPasswordPage() {
  return (
    <div className="auth-card">
      <PagePlaceholder title="Reset your password" summary="Choose a new password using the code from your email.">
        <p className="auth-card__links">
          <Link to="/login">Back to sign in</Link>
        </p>
      </PagePlaceholder>
    </div>
  );
}
