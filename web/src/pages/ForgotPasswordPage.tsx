import { Link } from 'react-router-dom';
import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: request a password reset code (spec section 2, Forgot password). */
export function ForgotPasswordPage() {
  return (
    <div className="auth-card">
      <PagePlaceholder title="Forgot your password?" summary="We will email you a code to reset it.">
        <p className="auth-card__links">
          <Link to="/login">Back to sign in</Link>
        </p>
      </PagePlaceholder>
    </div>
  );
}
