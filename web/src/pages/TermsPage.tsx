import { Link } from 'react-router-dom';
import { ONE_TIME_BUNDLE, SUBSCRIPTION_PLANS, UNLOCK_COST_TOKENS } from '@hiring/contracts/vocabulary';
import { BRAND_NAME, SUPPORT_EMAIL } from '../app/brand';
import { LegalPage, type LegalSection } from '../modules/legal/components/LegalPage';

const usd = (amount: number) => `$${amount}`;

/** The terms of use, in plain words, of the product as the spec describes it (plans and prices from contracts). */
const SECTIONS: LegalSection[] = [
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <p>
        {BRAND_NAME} lets candidates turn their interview emails into an anonymous, verified record of their interviews, and lets companies that are hiring
        search those candidates for free and spend tokens to unlock the ones they want to contact.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>An account is for one person (a candidate) or one company. Give true details and keep them up to date.</li>
        <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
        <li>We confirm your email address with a code before the account is made.</li>
        <li>You can delete your account at any time from your profile.</li>
      </ul>
    ),
  },
  {
    id: 'candidates',
    title: 'For candidates',
    body: (
      <ul>
        <li>Upload or forward only interview emails that were sent to you, unchanged. We check each email before it becomes part of your record.</li>
        <li>Your profile stays anonymous, and hidden from the companies you have interviewed with or worked for, until a company unlocks it.</li>
        <li>A company that unlocks your profile may contact you about a job. Whether you answer is up to you.</li>
        <li>Using {BRAND_NAME} as a candidate is free.</li>
      </ul>
    ),
  },
  {
    id: 'companies',
    title: 'For companies',
    body: (
      <>
        <ul>
          <li>
            Searching and browsing candidates is free. Unlocking a candidate's profile and contact details costs {UNLOCK_COST_TOKENS} tokens, and the candidate
            stays unlocked for you.
          </li>
          <li>
            Tokens come with a monthly subscription (
            {SUBSCRIPTION_PLANS.map((plan) => `${plan.name}: ${usd(plan.priceUsd)} a month for ${plan.tokensPerMonth} tokens`).join('; ')}; cancel any time) or
            as a one-time purchase ({usd(ONE_TIME_BUNDLE.priceUsd)} for {ONE_TIME_BUNDLE.tokens} tokens that never expire, no subscription needed). Payment is
            by card through a card payment provider.
          </li>
          <li>
            Use what you unlock only to contact the candidate about hiring. Do not sell it, publish it, or share it outside the people hiring with you, and
            delete it when a candidate asks you to.
          </li>
          <li>Keep your API keys secret; what is done with a key counts as done by your company.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'fair-use',
    title: 'Fair use',
    body: (
      <ul>
        <li>Do not try to find out who an anonymous candidate is without unlocking them.</li>
        <li>Do not copy the candidate listings in bulk, or use scripts to search outside the API we offer.</li>
        <li>Do not upload forged or altered emails, or emails about other people's interviews.</li>
        <li>Do not try to get into other accounts, or to overload or break the service.</li>
      </ul>
    ),
  },
  {
    id: 'ending',
    title: 'Ending',
    body: (
      <p>
        You can stop using {BRAND_NAME} and delete your account at any time. We may suspend or close an account that breaks these terms, and tell its owner why.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Your data',
    body: (
      <p>
        How we keep and use personal data, and how to get a copy of it or delete it, is in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and questions',
    body: (
      <p>
        When these terms change in a way that matters, we tell you before it applies. Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

/** /terms: the terms of use. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      lead={`The rules for using ${BRAND_NAME}, for candidates and for companies, in plain words.`}
      updated="December 2026"
      sections={SECTIONS}
    />
  );
}
