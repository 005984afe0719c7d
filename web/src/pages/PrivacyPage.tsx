import { Link } from 'react-router-dom';
import { ACCOUNT_LIMITS, DATA_EXPORT_LIMITS } from '@hiring/contracts/vocabulary';
import { BRAND_NAME, SUPPORT_EMAIL } from '../app/brand';
import { LegalPage, type LegalSection } from '../modules/legal/components/LegalPage';
import { erasureSummary, exportContents } from '../modules/personal-data/personal-data';

/**
 * The privacy notice, in plain words, of what the product actually does with personal data
 * (docs/decisions/privacy-rights.md: the inventory, export, erasure and retention). When a store,
 * a period or a processor changes there, this page changes with it.
 */
const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-keep',
    title: 'What we keep',
    body: (
      <>
        <p>We keep only what the product needs to work:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your email address, your name (candidates) or your company's name (companies), and your password as a one-way hash:
            we cannot read it.
          </li>
          <li>
            <strong>A candidate's profile:</strong> what you enter at registration or on your profile, such as your job family and title, work experience,
            education, skills, certifications, preferred location and work model, expected salaries and LinkedIn address. We keep each earlier version of your
            profile too, so you can see its history in your data download.
          </li>
          <li>
            <strong>Your email addresses:</strong> up to 3 verified addresses, used to recognise interview emails as yours.
          </li>
          <li>
            <strong>Your interviews:</strong> from each interview email you upload or forward, the company, position, date and stage, with the proof that the
            email is genuine. An uploaded file is read and not stored; a forwarded email's original is deleted within 72 hours.
          </li>
          <li>
            <strong>A resume</strong> you give at registration is read to fill in your profile and then dropped.
          </li>
          <li>
            <strong>Referrals:</strong> the name and email address of a friend you invite, to send the invitation.
          </li>
          <li>
            <strong>A company's records:</strong> the company profile and work addresses, the token ledger and payments, the candidates you unlocked, saved
            searches, API keys (their secrets only as a hash) and webhooks.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'who-sees-what',
    title: 'Who sees what',
    body: (
      <>
        <p>
          A candidate's profile is anonymous. Companies that search see the companies you interviewed with, the dates, positions and stages you reached, your
          latest job title and your years of experience. Your email address, contact details, salary and work history stay hidden.
        </p>
        <p>Your profile is hidden from the companies you have interviewed with or worked for.</p>
        <p>
          Your contact details and the rest of your profile are shown to a company only when it unlocks your profile by spending tokens. It keeps access to what
          it unlocked, and we tell you by email which company did.
        </p>
        <p>We do not sell personal data, and we show no advertising.</p>
      </>
    ),
  },
  {
    id: 'where-it-is-stored',
    title: 'Where it is stored',
    body: (
      <>
        <p>
          On our servers: in the databases of the parts of the product that need each piece (accounts, profiles, interviews, companies, payments, incoming mail)
          and in the search index that companies search. The parts pass changes to each other as messages; your personal details in those messages are encrypted
          with a key of your own, which is destroyed when you delete your account.
        </p>
        <p>We use a few services of others to run the product, and give them only what their job needs:</p>
        <ul>
          <li>a card payment provider takes companies' payments (we never see card numbers);</li>
          <li>an email delivery provider sends our emails (codes, password resets, invitations, notices);</li>
          <li>
            where it is switched on, an AI service reads the text of a resume or an interview email after personal details were removed from it, to extract
            facts, and we keep no copy there.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'in-your-browser',
    title: 'In your browser: no cookies',
    body: (
      <>
        <p>{BRAND_NAME} sets no cookies and loads nothing from other sites: no trackers, no analytics, no third-party fonts. Your browser keeps only:</p>
        <ul>
          <li>in its local storage, while you are signed in: your session token and your email address, name and company name, to show the app;</li>
          <li>during registration, for the open tab only: your registration draft (never your password), so a reload does not lose it.</li>
        </ul>
        <p>Signing out removes them, and so does finishing registration for the draft.</p>
      </>
    ),
  },
  {
    id: 'your-copy',
    title: 'Get a copy of your data',
    body: (
      <>
        <p>
          On your profile, <strong>Download my data</strong> gives you everything we hold about your account as one JSON file, in a format other services can
          read.
        </p>
        <ul>
          <li>Candidates: {exportContents('candidate')}.</li>
          <li>Companies: {exportContents('company')}.</li>
        </ul>
        <p>
          We ask for your password first. Each download is prepared for you alone and works once, within {DATA_EXPORT_LIMITS.linkMinutes} minutes; we do not
          keep the file.
        </p>
      </>
    ),
  },
  {
    id: 'deleting',
    title: 'Delete your account',
    body: (
      <>
        <p>
          On your profile, <strong>Delete my account</strong> removes your account within about a minute and signs you out everywhere at once. It cannot be
          undone.
        </p>
        <ul>
          <li>Candidates: {erasureSummary('candidate')[0]}</li>
          <li>Companies: {erasureSummary('company')[0]}</li>
        </ul>
        <p>
          Your entry leaves the search index, and a company that received your unlocked profile through its own systems is told that you deleted your account.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep things',
    body: (
      <ul>
        <li>Your account, profile and interviews: until you delete your account.</li>
        <li>Sign-in sessions: 7 days at most, or until you sign out.</li>
        <li>Email codes: expire after {ACCOUNT_LIMITS.codeTtlMinutes} minutes and are deleted a day later.</li>
        <li>The original of a forwarded interview email: 72 hours.</li>
        <li>A data download: not kept at all; it is put together when you download it.</li>
        <li>Payment records of companies: as long as accounting rules require, without your name once the account is deleted.</li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> for anything about your data. See also our <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];

/** /privacy: what is stored where, who sees it, the browser's storage, export, erasure, retention. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead={`How ${BRAND_NAME} handles your personal data, in plain words: what we keep, who can see it, and how to get a copy or delete it.`}
      updated="December 2026"
      sections={SECTIONS}
    />
  );
}
