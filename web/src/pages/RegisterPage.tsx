import { Link, useSearchParams } from 'react-router-dom';
import { PagePlaceholder } from '../modules/layout/components/PagePlaceholder';

/** Placeholder: multi-step registration (spec section 2, Registration). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const title = type === 'candidate' ? 'Create your candidate account' : type === 'company' ? 'Create your company account' : 'Create your account';
  const loginTarget = type === 'candidate' || type === 'company' ? `/login?type=${type}` : '/login';
  return (
    <div className="auth-card">
      <PagePlaceholder title={title} summary="Registration takes a few steps: your role, your details and a 6-character email code.">
        <p className="auth-card__links">
          Already have an account? <Link to={loginTarget}>Sign in</Link>
        </p>
      </PagePlaceholder>
    </div>
  );
}
