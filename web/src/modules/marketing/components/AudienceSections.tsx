import { Link } from 'react-router-dom';

function Check() {
  return (
    <svg className="feature-list__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.14" />
      <path d="M6 10.5 8.8 13.2 14 7.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const CANDIDATE_POINTS = [
  {
    title: 'Proof, not promises',
    text: 'Upload interview emails as .eml files from Gmail, Outlook or Apple Mail. Each one is checked before it becomes part of your record.',
  },
  {
    title: 'Private by design',
    text: 'Details are extracted automatically while your personal information is protected. Companies see only the company, date, position and stage you reached.',
  },
  {
    title: 'Invisible to the wrong people',
    text: "Your profile is hidden from companies you've interviewed with or worked for.",
  },
  {
    title: 'You decide who to talk to',
    text: 'Your contact details are shared only when a company unlocks your profile, and they reach you by email.',
  },
];

const COMPANY_POINTS = [
  {
    title: 'Browse for free',
    text: 'Search candidates by the companies they interviewed with, the stage they reached, and their skills, at no cost.',
  },
  {
    title: 'Signal you can trust',
    text: 'Every interview comes from a real email, so an onsite or an offer elsewhere means what it says.',
  },
  {
    title: 'Pay only to connect',
    text: 'Spend tokens to unlock a candidate’s profile and contact details. Unlocked candidates stay available to you.',
  },
  {
    title: 'Flexible plans',
    text: 'Subscribe for a monthly token allowance, or buy a one-time bundle when you have a single role to fill.',
  },
];

interface AudienceProps {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  points: { title: string; text: string }[];
  cta: { to: string; label: string };
  tone: 'candidate' | 'company';
}

function Audience({ id, eyebrow, title, lead, points, cta, tone }: AudienceProps) {
  return (
    <section className={`audience audience--${tone}`} aria-labelledby={id}>
      <div className="container audience__inner">
        <div className="audience__intro">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id} className="section-title">
            {title}
          </h2>
          <p className="section-lead">{lead}</p>
          <Link to={cta.to} className="btn btn--primary">
            {cta.label}
          </Link>
        </div>
        <ul className="feature-list">
          {points.map((point) => (
            <li key={point.title} className="feature-list__item">
              <Check />
              <div>
                <h3 className="feature-list__title">{point.title}</h3>
                <p className="feature-list__text">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CandidateSection() {
  return (
    <Audience
      id="for-candidates"
      tone="candidate"
      eyebrow="For candidates"
      title="Let your interview record speak for you"
      lead="Reaching the final round at a top company says a lot about you, even without the offer. Make that count the next time you look for a job."
      points={CANDIDATE_POINTS}
      cta={{ to: '/register?type=candidate', label: 'Create your profile' }}
    />
  );
}

export function CompanySection() {
  return (
    <Audience
      id="for-companies"
      tone="company"
      eyebrow="For companies"
      title="Meet people other teams already wanted to hire"
      lead="Skip the cold résumé pile. Find candidates who have already made it deep into demanding interview processes, and reach out when the fit is right."
      points={COMPANY_POINTS}
      cta={{ to: '/register?type=company', label: 'Start hiring' }}
    />
  );
}
