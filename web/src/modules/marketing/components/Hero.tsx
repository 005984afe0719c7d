import { Link } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { ProfilePreview } from './ProfilePreview';

export function Hero() {
  const { isAuthenticated } = useSession();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">Verified interview history</p>
          <h1 id="hero-title" className="hero__title">
            Your interviews prove what a résumé can't.
          </h1>
          <p className="hero__lead">
            Turn the interview emails already in your inbox into an anonymous, verified record of how far you got and where. Companies that are hiring find you
            by your track record, not by keywords.
          </p>
          <div className="hero__actions">
            {isAuthenticated ? (
              <Link to="/dashboard" className="btn btn--primary btn--lg">
                Go to your dashboard
              </Link>
            ) : (
              <>
                <Link to="/register?type=candidate" className="btn btn--primary btn--lg">
                  I'm a candidate
                </Link>
                <Link to="/register?type=company" className="btn btn--secondary btn--lg">
                  I'm hiring
                </Link>
              </>
            )}
          </div>
          <ul className="hero__points">
            <li>Free for candidates</li>
            <li>Anonymous profile</li>
            <li>Hidden from your current and past employers</li>
          </ul>
        </div>
        <ProfilePreview />
      </div>
    </section>
  );
}
