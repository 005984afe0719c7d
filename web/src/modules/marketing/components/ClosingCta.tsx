import { Link } from 'react-router-dom';

export function ClosingCta() {
  return (
    <section className="closing" aria-labelledby="closing-title">
      <div className="container closing__inner">
        <h2 id="closing-title" className="closing__title">
          Your next offer might already be in your inbox.
        </h2>
        <p className="closing__lead">Create a free account in a few minutes. Candidates stay anonymous, and companies browse at no cost.</p>
        <Link to="/register" className="btn btn--inverted btn--lg">
          Get started
        </Link>
      </div>
    </section>
  );
}
