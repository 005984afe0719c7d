import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BRAND_NAME } from '../app/brand';
import { LOGIN_PATH, saveSession, useSession, useSignedOutNotice } from '../app/session';
import { LOGIN_MESSAGES } from '../modules/auth/messages';
import { userTypeParam } from '../modules/auth/user-type';
import { Field } from '../modules/ui/components/Field';
import { FormAlert } from '../modules/ui/components/FormAlert';
import { PasswordInput } from '../modules/ui/components/PasswordInput';
import { Spinner } from '../modules/ui/components/Spinner';
import { useDelayedFlag, useMountedRef } from '../modules/ui/hooks';

/** The mutation with the GraphQL client: fetched once the form is on screen, awaited on submit (issue 32). */
const loadSignIn = () => import('../modules/auth/sign-in');

/** docs/product/rules.md#constants-and-limits: the server-starting message appears after 1 s of waiting. */
export const SERVER_STARTING_DELAY_MS = 1000;

const HEADINGS = {
  candidate: 'Sign in as Candidate',
  company: 'Sign in as Company',
  none: 'Sign in to your account',
} as const;

/**
 * Where to go once signed in: the signed-in page that sent the visitor here (RequireAuth's
 * `state.from`, an in-app path), else the dashboard.
 */
export function afterLoginPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith(LOGIN_PATH)) return '/dashboard';
  return from;
}

/** Sign in (docs/product/screens.md#routes, Login). A visitor already signed in is sent on. */
export function LoginPage() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const type = userTypeParam(params.get('type'));
  const navigate = useNavigate();
  const mounted = useMountedRef();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const startingUp = useDelayedFlag(submitting, SERVER_STARTING_DELAY_MS);
  // what the last logout left to say (a deleted account: the server's words)
  const notice = useSignedOutNotice();
  // A failed fetch here is tried again on submit, which reports it.
  useEffect(() => void loadSignIn().catch(() => undefined), []);
  // Signed in already: on to where they were going. Only while the address is still /login: an
  // address given meanwhile (a link, the address bar) wins over this redirect.
  useEffect(() => {
    if (isAuthenticated && window.location.hash.replace(/^#/, '').startsWith(LOGIN_PATH)) navigate(afterLoginPath(location.state), { replace: true });
  }, [isAuthenticated, location.state, navigate]);

  const heading = HEADINGS[type ?? 'none'];
  const registerTarget = type ? `/register?type=${type}` : '/register';
  const registerLabel = type === 'candidate' ? 'Create a candidate account' : type === 'company' ? 'Create a company account' : 'Create an account';

  if (isAuthenticated) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    setSubmitting(true);
    try {
      const { signIn } = await loadSignIn();
      const result = await signIn(email.trim(), password);
      if ('session' in result) {
        saveSession(result.session.accessToken, result.session.user);
        navigate(afterLoginPath(location.state), { replace: true });
      } else if (mounted.current) {
        setError(result.error);
      }
    } catch {
      // the module could not be fetched (offline): the mutation's own failures come back as results
      if (mounted.current) setError(LOGIN_MESSAGES.failed);
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  }

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <header className="auth-card__header">
        {type && <p className="auth-card__eyebrow">{type === 'candidate' ? 'Candidates' : 'Companies'}</p>}
        <h1 id="page-title" className="page-title">
          {heading}
        </h1>
        <p className="page-lead">Welcome back to {BRAND_NAME}. Enter your email and password to continue.</p>
      </header>

      <FormAlert tone="success" message={notice} className="auth-card__notice" />

      <form className="form" onSubmit={onSubmit} aria-busy={submitting}>
        <Field id="login-email" label="Email">
          <input
            id="login-email"
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <div className="field">
          <div className="field__label-row">
            <label htmlFor="login-password" className="field__label">
              Password
            </label>
            <Link to="/forgot-password" className="field__aside-link">
              Forgot password?
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>

        <FormAlert message={error} />

        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={submitting}>
          {submitting && <Spinner />}
          {submitting ? 'Signing in...' : 'Sign in'}
        </button>
        <p role="status" className="form__status">
          {startingUp ? 'Starting up server...' : ''}
        </p>
      </form>

      <div className="auth-card__footer">
        <p>
          Don't have an account? <Link to={registerTarget}>{registerLabel}</Link>
        </p>
        <p>
          <Link to="/">Back to home</Link>
        </p>
      </div>
    </section>
  );
}
