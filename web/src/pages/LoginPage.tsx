import { Link, useSearchParams } from 'react-router-dom';
import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: sign-in form (spec section 2, Login). */
export function LoginPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const title = type === 'candidate' ? 'Sign in as Candidate' : type === 'company' ? 'Sign in as Company' : 'Sign in to your account';
  const registerTarget = type === 'candidate' || type === 'company' ? `/register?type=${type}` : '/register';
  return (
    <div className="auth-card">
      <PagePlaceholder title={title} summary="Sign in with your email and password.">
        <p className="auth-card__links">
          New here? <Link to={registerTarget}>Create an account</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
      </PagePlaceholder>
    </div>
  );
}
