/**
 * Every screen at desktop (1366×900) and phone (390×844) width, against the real back end with
 * real data (issue 16: "screenshots of every screen at desktop and phone width are reviewed"). For
 * each screen: the page renders its heading, nothing scrolls sideways, no page error, nothing
 * requested outside this machine; the full-page screenshot goes to
 * artifacts/screenshots/tour/<desktop|phone>/ for review.
 *
 *   npm run build && node --experimental-vm-modules node_modules/jest/bin/jest.js web/test/e2e/journeys/screens-tour
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { registerCandidate, registerCompany, type RegisteredUser } from '../../../../gateway/test/support/accounts.js';
import { ADMIN_EMAIL } from '../../../../gateway/test/support/start-stack.js';
import { BrowserHarness, horizontalOverflow } from '../browser.js';
import { recruitingEmail, sessionOf, shown, sign, startJourneyStack, waitForUploadAddress, type JourneyStack } from './support.js';

const harness = new BrowserHarness('tour', { actionTimeoutMs: 90_000 });
let env: JourneyStack;
let candidate: RegisteredUser;
let company: RegisteredUser;
let admin: RegisteredUser;

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

type Who = 'visitor' | 'candidate' | 'company' | 'admin';

/** Each screen: where, as whom, and the heading that says it rendered. */
const SCREENS: { name: string; path: string; who: Who; heading: RegExp }[] = [
  { name: '01-landing', path: '/', who: 'visitor', heading: /Your interviews prove/ },
  { name: '02-login', path: '/login', who: 'visitor', heading: /Sign in to your account/ },
  { name: '03-register-choose', path: '/register', who: 'visitor', heading: /./ },
  { name: '04-register-candidate', path: '/register?type=candidate', who: 'visitor', heading: /./ },
  { name: '05-register-company', path: '/register?type=company', who: 'visitor', heading: /./ },
  { name: '06-forgot-password', path: '/forgot-password', who: 'visitor', heading: /./ },
  { name: '07-reset-password', path: '/reset-password?email=ada%40example.test', who: 'visitor', heading: /./ },
  { name: '08-not-found', path: '/no-such-page', who: 'visitor', heading: /./ },
  { name: '10-candidate-dashboard', path: '/dashboard', who: 'candidate', heading: /Welcome, Ada/ },
  { name: '11-candidate-profile', path: '/profile', who: 'candidate', heading: /Your candidate profile/ },
  { name: '12-candidate-interviews', path: '/interviews', who: 'candidate', heading: /./ },
  { name: '13-candidate-not-allowed', path: '/search-candidates', who: 'candidate', heading: /./ },
  { name: '20-company-dashboard', path: '/dashboard', who: 'company', heading: /./ },
  { name: '21-company-search', path: '/search-candidates', who: 'company', heading: /Search Candidates/ },
  { name: '22-company-profile-account', path: '/profile?tab=account', who: 'company', heading: /./ },
  { name: '23-company-profile-company', path: '/profile?tab=company', who: 'company', heading: /./ },
  { name: '24-company-profile-subscription', path: '/profile?tab=subscription', who: 'company', heading: /./ },
  { name: '25-company-profile-api', path: '/profile?tab=api', who: 'company', heading: /./ },
  { name: '30-admin-email-ingestion', path: '/admin/email-ingestion', who: 'admin', heading: /./ },
];

beforeAll(async () => {
  env = await startJourneyStack();
  await harness.start({ baseUrl: env.stack.gateway.url });
  [candidate, company, admin] = await Promise.all([
    registerCandidate(env.stack, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      careerData: { top5_skills: JSON.stringify(['TypeScript', 'Kafka', 'PostgreSQL']), current_company: 'Analytical Engines', job_title: 'Staff Backend Engineer' },
    }),
    registerCompany(env.stack, { companyName: `Umbrella Talent ${uniqueSuffix()}` }),
    registerCompany(env.stack, { email: ADMIN_EMAIL, companyName: 'Operators' }),
  ]);
  await waitForUploadAddress(env.stack, candidate);
  const eml = await sign(
    recruitingEmail({
      to: candidate.email,
      fromName: 'Globex Recruiting',
      subject: 'Your onsite interview with Globex',
      body: 'We would like to invite you to an onsite interview for the Senior Software Engineer position at Globex on November 12, 2026.',
    }),
    env.key,
  );
  const form = new FormData();
  form.append('email_file', new Blob([new Uint8Array(eml)], { type: 'message/rfc822' }), 'globex-onsite.eml');
  const uploaded = await fetch(`${env.stack.gateway.url}/api/candidate/upload-interview-email`, { method: 'POST', headers: { authorization: `Bearer ${candidate.token}` }, body: form });
  expect(uploaded.status).toBe(200);
  // the company's search shows her once the company service has the event
  await waitFor(
    async () => {
      const r = await env.stack.rest<{ candidates?: { candidate_id: string }[] }>('GET', '/api/company/search-candidates?per_page=100', undefined, company.token);
      return (r.body.candidates ?? []).some((row) => row.candidate_id === candidate.user.id);
    },
    { what: 'the candidate in the company search', timeoutMs: 300_000, intervalMs: 250 },
  );
}, 900_000);

afterAll(async () => {
  await harness.stop();
  await env?.stop();
}, 180_000);

const sessionFor = (who: Who) => (who === 'candidate' ? sessionOf(candidate) : who === 'company' ? sessionOf(company) : who === 'admin' ? sessionOf(admin) : undefined);

describe.each(Object.entries(VIEWPORTS))('every screen at %s width', (label, viewport) => {
  test.each(SCREENS)('$name ($path as $who)', async ({ name, path, who, heading }) => {
    const page = await harness.open(path, { session: sessionFor(who), viewport });
    try {
      await shown(page.getByRole('heading', { level: 1, name: heading }).first());
      // the data the page asks for has arrived (or failed) before it is judged
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await harness.screenshot(page, `${label}/${name}`);
    } finally {
      await harness.closePage();
    }
  });
});
