import { Link } from 'react-router-dom';
import { useSession } from '../../../app/session';

export function ClosingCta() {
  const { isAuthenticated } = useSession();
  return (
    <section className="closing" aria-labelledby="closing-title">
      <div className="container closing__inner">
        <h2 id="closing-title" className="closing__title">
          Your next offer might already be in your inbox.
        </h2>
        <p className="closing__lead">Create a free account in a few minutes. Candidates stay anonymous, and companies browse at no cost.</p>
        <Link to={isAuthenticated ? '/dashboard' : '/register'} className="btn btn--inverted btn--lg">
          {isAuthenticated ? 'Go to your dashboard' : 'Get started'}
        </Link>
      </div>
    </section>
  );
}
