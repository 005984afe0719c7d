/// <reference lib="dom" />
// The product tour on the landing page and registration step 6 (issue 16), recorded from the real
// product: `npm run demo:record` builds, starts the back end in this process on the local Kafka and
// FerretDB of its own (fresh, on free ports), as the browser journeys do it (packages/test-kit/src/stack/start-stack.ts with
// a local DNS server publishing a DKIM key), seeds demo people, drives Debian's Chromium through the
// candidate and company journeys while Chromium's screencast films the tab, and encodes with
// Debian's ffmpeg (installed if missing: deploy/demo/ensure-ffmpeg.sh):
//   web/public/demo/product-tour.webm   VP9, what every browser the app supports plays
//   web/public/demo/product-tour.mp4    H.264, for browsers without VP9 in WebM
//   web/public/demo/product-tour.jpg    the poster
//   web/public/demo/product-tour.en.vtt captions, web/public/demo/product-tour.chapters.vtt the
//                                       three chapters of the landing page's "how it works"
// Vite copies web/public/ into dist/ as is (outside dist/assets, so not in the bundle budget); the
// files are committed, and this script also copies them into the current build.
import { execFileSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import { waitFor } from '@hiring/service-kit/testing';
import { registerCandidate, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';
import {
  emlUpload,
  recruitingEmail,
  sessionOf,
  sign,
  startJourneyStack,
  waitForUploadAddress,
  type JourneyStack,
} from '../../web/test/e2e/journeys/support.js';
import { concatList, webVtt, Screencast } from './screencast.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const OUT_DIR = join(root, 'web', 'public', 'demo');
const DIST_DIR = process.env['WEB_DIST_DIR'] ?? join(root, 'web', 'dist');
const NAME = 'product-tour';
const SIZE = { width: 1280, height: 720 };
const FPS = 25;
/** The how-it-works steps of the landing page (web/src/modules/marketing/components/HowItWorks.tsx). */
export const CHAPTERS = ['Share your best interviews', 'Build your profile', 'Get discovered'] as const;

const started = Date.now();
const log = (message: string) => console.info(`[demo] ${message} (${((Date.now() - started) / 1000).toFixed(0)}s)`);

function tool(script: string): string {
  return execFileSync('bash', [join(root, script)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

const chromiumPath = tool('deploy/local/ensure-chromium.sh');
const ffmpeg = tool('deploy/demo/ensure-ffmpeg.sh');

/**
 * A Kafka and a FerretDB of the recording's own, fresh, on free ports (a temporary HM_STATE_DIR,
 * deploy/local/infra.sh): the company search replays every candidate ever published on its broker,
 * and the film must show the demo people only, whatever ran on the developer's broker before.
 */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const infra = join(root, 'deploy', 'local', 'infra.sh');
const infraState = mkdtempSync(join(tmpdir(), 'demo-infra-'));
const infraEnv = {
  ...process.env,
  HM_STATE_DIR: infraState,
  KAFKA_PORT: String(await freePort()),
  KAFKA_CONTROLLER_PORT: String(await freePort()),
  MONGO_PORT: String(await freePort()),
};
const stopInfra = () => {
  execFileSync('bash', [infra, 'stop', 'kafka', 'mongo'], { env: infraEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  rmSync(infraState, { recursive: true, force: true });
};
try {
  execFileSync('bash', [infra, 'start', 'kafka', 'mongo'], { env: infraEnv, stdio: ['ignore', 'ignore', 'inherit'] });
} catch (error) {
  stopInfra();
  throw error;
}
// Ctrl-C: the temporary broker and database go too.
process.once('SIGINT', () => {
  stopInfra();
  process.exit(130);
});
for (const line of execFileSync('bash', [infra, 'env'], { env: infraEnv, encoding: 'utf8' }).split('\n')) {
  const m = /^export (\w+)=(.*)$/.exec(line);
  if (m && (m[1] === 'MONGO_URL' || m[1] === 'KAFKA_BROKERS')) process.env[m[1]] = m[2]!.replace(/^['"]|['"]$/g, '');
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The demo's people: Ada is filmed; the others make the search worth looking at. */
const PEOPLE = {
  ada: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada.lovelace@example.com',
    skills: ['TypeScript', 'Node.js', 'Kafka', 'PostgreSQL'],
    title: 'Senior Backend Engineer',
    company: 'Analytical Engines',
  },
  alan: {
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan.turing@example.com',
    skills: ['Python', 'Cryptography', 'Machine Learning'],
    title: 'Data Scientist',
    company: 'Bletchley Labs',
  },
  grace: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace.hopper@example.com',
    skills: ['Go', 'Compilers', 'Distributed Systems'],
    title: 'Staff Engineer',
    company: 'Eckert-Mauchly',
  },
  katherine: {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: 'katherine.johnson@example.com',
    skills: ['Python', 'Data Engineering', 'Spark'],
    title: 'Data Engineer',
    company: 'Langley Systems',
  },
} as const;

/** Interview emails uploaded before filming (through the API, as the web app's upload does). */
const SEEDED_EMAILS: { who: keyof typeof PEOPLE; company: string; subject: string; body: string; date: string }[] = [
  {
    who: 'ada',
    company: 'Initech',
    subject: 'Phone screen with Initech',
    body: 'Thanks for applying to Initech. We would like to schedule a phone screen for the Backend Engineer position at Initech on September 8, 2026.',
    date: 'Tue, 01 Sep 2026 09:00:00 +0000',
  },
  {
    who: 'alan',
    company: 'Hooli',
    subject: 'Technical screen with Hooli',
    body: 'We would like to schedule a technical screen for the Data Scientist position at Hooli on October 20, 2026.',
    date: 'Mon, 12 Oct 2026 09:00:00 +0000',
  },
  {
    who: 'grace',
    company: 'Globex',
    subject: 'Your final round with Globex',
    body: 'We would like to invite you to a final round interview for the Staff Engineer position at Globex on November 20, 2026.',
    date: 'Fri, 13 Nov 2026 09:00:00 +0000',
  },
  {
    who: 'katherine',
    company: 'Umbrella',
    subject: 'Your onsite interview with Umbrella',
    body: 'We would like to invite you to an onsite interview for the Data Engineer position at Umbrella on October 28, 2026.',
    date: 'Wed, 21 Oct 2026 09:00:00 +0000',
  },
];

/** The email Ada uploads on camera. */
const FILMED_EMAIL = {
  company: 'Acme',
  subject: 'Your onsite interview with Acme',
  body: 'We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme on November 12, 2026.',
  date: 'Tue, 03 Nov 2026 10:00:00 +0000',
};

async function seed(env: JourneyStack): Promise<{ people: Record<keyof typeof PEOPLE, RegisteredUser>; company: RegisteredUser }> {
  const entries = await Promise.all(
    Object.entries(PEOPLE).map(async ([key, p]) => {
      const user = await registerCandidate(env.stack, {
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        careerData: {
          current_company: p.company,
          job_title: p.title,
          top5_skills: JSON.stringify(p.skills),
          years_experience: 7,
          work_experiences: JSON.stringify([{ company: p.company, jobTitle: p.title, startMonth: 3, startYear: 2019, isCurrent: true }]),
        },
      });
      return [key, user] as const;
    }),
  );
  const people = Object.fromEntries(entries) as Record<keyof typeof PEOPLE, RegisteredUser>;
  const company = await registerCompany(env.stack, { email: 'talent@northwind.example', companyName: 'Northwind Robotics' });
  // Tokens to unlock with: a Starter subscription, granted at once in the stack's billing dev mode.
  const bought = await env.stack.rest('POST', '/api/company/create-checkout-session', { purchase_type: 'subscription', plan_price: 200 }, company.token);
  if (bought.status !== 200) throw new Error(`subscription: ${bought.status} ${JSON.stringify(bought.body)}`);

  log('registered; waiting for the upload addresses');
  await Promise.all(Object.values(people).map((user) => waitForUploadAddress(env.stack, user)));
  log('uploading the seeded interview emails');
  for (const mail of SEEDED_EMAILS) {
    const user = people[mail.who];
    const eml = await sign(
      recruitingEmail({ to: user.email, fromName: `${mail.company} Recruiting`, subject: mail.subject, body: mail.body, date: mail.date }),
      env.key,
    );
    const form = new FormData();
    form.append('email_file', new Blob([new Uint8Array(eml)], { type: 'message/rfc822' }), `${mail.company.toLowerCase()}.eml`);
    const response = await fetch(`${env.stack.gateway.url}/api/candidate/upload-interview-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    if (response.status !== 200) throw new Error(`upload for ${mail.who}: ${response.status} ${await response.text()}`);
  }
  // The company's search view learns every candidate and interview from the events.
  let lastTotal: unknown;
  await waitFor(
    async () => {
      const r = await env.stack.rest<Json>('GET', '/api/company/search-candidates', undefined, company.token);
      const total: unknown = r.body?.['pagination']?.total;
      if (total !== lastTotal) log(`company search: ${r.status} ${String(total)} candidates`);
      lastTotal = total;
      return r.status === 200 && total === Object.keys(PEOPLE).length;
    },
    { what: 'every demo candidate in the company search', timeoutMs: 300_000, intervalMs: 500 },
  );
  return { people, company };
}

/** The tour's visual aids: drawn into the page through the DOM (the app's CSP allows that, not inline styles). */
const overlay = {
  async card(page: Page, card: { eyebrow: string; title: string; text: string }): Promise<void> {
    await page.evaluate((c) => {
      const box = document.createElement('div');
      box.id = 'demo-card';
      Object.assign(box.style, {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483647',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '18px',
        padding: '64px',
        textAlign: 'center',
        color: '#ffffff',
        fontFamily: getComputedStyle(document.body).fontFamily,
        background:
          'radial-gradient(700px 360px at 80% 20%, rgb(20 184 166 / 0.35), transparent 60%), radial-gradient(800px 460px at 10% 90%, rgb(99 102 241 / 0.5), transparent 60%), #1e1b4b',
      });
      // (no named functions in here: tsx would wrap them in a helper the page does not have)
      const lines: [string, Partial<CSSStyleDeclaration>][] = [
        [c.eyebrow, { fontSize: '20px', fontWeight: '600', letterSpacing: '0.12em', textTransform: 'uppercase', color: '#5eead4' }],
        [c.title, { fontSize: '56px', fontWeight: '800', lineHeight: '1.1' }],
        [c.text, { fontSize: '26px', lineHeight: '1.4', color: '#e0e7ff' }],
      ];
      for (const [text, style] of lines) {
        const p = document.createElement('p');
        p.textContent = text;
        Object.assign(p.style, { margin: '0', maxWidth: '1100px' }, style);
        box.appendChild(p);
      }
      document.body.appendChild(box);
    }, card);
  },
  async uncard(page: Page): Promise<void> {
    await page.evaluate(() => document.getElementById('demo-card')?.remove());
  },
  /** A ring around what is about to be clicked or typed into (a headless screencast has no pointer). */
  async ring(page: Page, target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) return;
    await page.evaluate((b) => {
      const ring = document.createElement('div');
      ring.id = 'demo-ring';
      Object.assign(ring.style, {
        position: 'fixed',
        left: `${b.x - 6}px`,
        top: `${b.y - 6}px`,
        width: `${b.width + 12}px`,
        height: `${b.height + 12}px`,
        border: '3px solid #f59e0b',
        borderRadius: '12px',
        boxShadow: '0 0 0 6px rgb(245 158 11 / 0.25)',
        pointerEvents: 'none',
        zIndex: '2147483647',
      });
      document.body.appendChild(ring);
    }, box);
  },
  async unring(page: Page): Promise<void> {
    await page.evaluate(() => document.getElementById('demo-ring')?.remove()).catch(() => undefined);
  },
};

async function tour(
  page: Page,
  cast: Screencast,
  env: JourneyStack,
  people: Record<keyof typeof PEOPLE, RegisteredUser>,
  company: RegisteredUser,
): Promise<void> {
  const base = env.stack.gateway.url;
  const hold = (ms: number) => page.waitForTimeout(ms);
  const visible = (locator: Locator, timeout = 90_000) => locator.waitFor({ state: 'visible', timeout });
  const click = async (target: Locator) => {
    await overlay.ring(page, target);
    await hold(650);
    await target.click();
    await overlay.unring(page);
  };
  const card = async (eyebrow: string, title: string, text: string, ms: number) => {
    await overlay.card(page, { eyebrow, title, text });
    await hold(ms);
    await overlay.uncard(page);
  };
  /** Signs in as `user` (the session the web app keeps in localStorage) and opens `path`, off camera. */
  const openAs = (user: RegisteredUser, path: string, ready: Locator) =>
    cast.paused(async () => {
      const session = sessionOf(user);
      await page.evaluate((s) => {
        localStorage.setItem('access_token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
      }, session);
      await page.goto(`${base}/#${path}`);
      await page.reload();
      await visible(ready);
      await page.waitForLoadState('networkidle');
    });

  // Intro over the landing page.
  await cast.paused(async () => {
    await page.goto(`${base}/#/`);
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
  });
  await overlay.card(page, {
    eyebrow: 'Product tour',
    title: 'From interview email to verified profile',
    text: CHAPTERS.map((c, i) => `${i + 1}. ${c}`).join(' · '),
  });
  cast.caption('A tour of InterviewProof: interview emails become a verified, anonymous profile.');
  await hold(400);
  cast.mark('poster');
  await hold(2600);
  await overlay.uncard(page);
  cast.caption('Candidates prove how far they got in real interview processes. Companies find them by that record.');
  await hold(3000);

  // 1. Share your best interviews
  const ada = people.ada;
  await openAs(ada, '/dashboard', page.getByRole('heading', { level: 1, name: 'Welcome, Ada' }));
  cast.chapter(`1. ${CHAPTERS[0]}`);
  cast.caption(null);
  await card('Step 1', CHAPTERS[0], 'Upload the interview emails already in your inbox.', 1900);
  cast.caption('Ada opens her dashboard and uploads an interview invitation saved from her mailbox (.eml).');
  await hold(1500);
  await click(page.getByRole('button', { name: 'Upload interview emails' }));
  const upload = page.getByRole('dialog', { name: 'Upload interview emails' });
  await visible(upload);
  await hold(900);
  const invitation = await sign(
    recruitingEmail({
      to: ada.email,
      fromName: `${FILMED_EMAIL.company} Recruiting`,
      subject: FILMED_EMAIL.subject,
      body: FILMED_EMAIL.body,
      date: FILMED_EMAIL.date,
    }),
    env.key,
  );
  await page.setInputFiles('#upload-modal-files', [emlUpload('acme-onsite-invitation.eml', invitation)]);
  await hold(1200);
  await click(upload.getByRole('button', { name: 'Upload 1 email' }));
  cast.caption("The email's DKIM signature is checked: only real emails from the company's hiring system count.");
  await hold(900);
  await cast.paused(() => visible(upload.locator('.upload-file--success'), 180_000));
  await hold(3200);
  await click(upload.getByRole('button', { name: 'Done' }));
  await upload.waitFor({ state: 'hidden' });

  // 2. Build your profile
  cast.chapter(`2. ${CHAPTERS[1]}`);
  cast.caption(null);
  await card('Step 2', CHAPTERS[1], 'Verified interviews sit next to your skills on an anonymous profile.', 1900);
  cast.caption('The company, position, stage and date are extracted; names and contact details are redacted.');
  await click(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Interviews' }));
  await cast.paused(async () => {
    await visible(page.locator('.company-card__name').getByText(/^Acme/));
    await page.waitForLoadState('networkidle');
  });
  await hold(3200);
  cast.caption('Skills, experience and what she is looking for complete the profile companies search.');
  await click(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }));
  await cast.paused(async () => {
    await visible(page.getByRole('region', { name: "What You're Looking For" }).getByLabel('Expected base salary (USD per year)'));
    await page.waitForLoadState('networkidle');
  });
  await hold(1800);
  await page.mouse.wheel(0, 420);
  await hold(1800);

  // 3. Get discovered: the company's search learns Ada's new interview from the events first.
  await cast.paused(() =>
    waitFor(
      async () => {
        const r = await env.stack.rest<Json>('GET', `/api/company/search-candidates?company_name=${FILMED_EMAIL.company}`, undefined, company.token);
        return r.status === 200 && r.body['pagination']?.total === 1;
      },
      { what: "Ada's new interview in the company search", timeoutMs: 300_000, intervalMs: 500 },
    ),
  );
  const row = (user: RegisteredUser) => page.locator(`tr[data-candidate-id="${user.user.id}"]`);
  await openAs(company, '/search-candidates', row(ada));
  cast.chapter(`3. ${CHAPTERS[2]}`);
  cast.caption(null);
  await card('Step 3', CHAPTERS[2], 'Companies search verified interview records and unlock who they want to meet.', 1900);
  cast.caption('A hiring company searches for free. Every candidate stays anonymous.');
  await hold(3000);
  cast.caption('It filters by the companies candidates interviewed with, the stage reached and skills.');
  const companyFilter = page.getByLabel('Company Name');
  await overlay.ring(page, companyFilter);
  await hold(500);
  await companyFilter.pressSequentially(FILMED_EMAIL.company, { delay: 110 });
  await overlay.unring(page);
  await row(people.alan).waitFor({ state: 'hidden', timeout: 90_000 });
  await hold(2200);
  cast.caption('The details show verified interviews, never a name or an address.');
  await click(row(ada).getByRole('button', { name: /^Anonymous Candidate/ }));
  const details = page.getByRole('dialog', { name: 'Anonymous Candidate' });
  await cast.paused(async () => {
    await visible(details.getByRole('heading', { name: 'Interview History' }));
    await page.waitForLoadState('networkidle');
  });
  await hold(3000);
  cast.caption('Unlocking costs 10 tokens and reveals who she is and how to reach her.');
  await click(details.getByRole('button', { name: 'Unlock (10 tokens)' }));
  // nothing is spent on one click: the question shows the cost and the balance after
  const question = page.getByRole('alertdialog', { name: 'Unlock this candidate?' });
  await visible(question);
  await hold(2600);
  await click(question.getByRole('button', { name: 'Unlock for 10 tokens' }));
  const unlocked = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await cast.paused(() => visible(unlocked.getByRole('link', { name: ada.email })));
  await hold(3400);
  // (the dialog is in the browser's top layer, above any overlay: close it first)
  await click(unlocked.locator('.modal__footer').getByRole('button', { name: 'Close' }));
  await unlocked.waitFor({ state: 'hidden' });

  // Outro
  cast.caption(null);
  await card(
    'InterviewProof',
    'Your next offer might already be in your inbox.',
    'Free for candidates · Anonymous profile · Companies browse at no cost',
    3000,
  );
}

async function encode(cast: Screencast, work: string): Promise<void> {
  const list = join(work, 'frames.ffconcat');
  writeFileSync(list, concatList(cast.frames, cast.durationMs));
  const input = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list];
  // Constant frame rate, and even dimensions for 4:2:0.
  const filter = ['-vf', `fps=${FPS},scale=${SIZE.width}:${SIZE.height}:flags=lanczos,format=yuv420p`];
  log('encoding VP9 (WebM)');
  execFileSync(
    ffmpeg,
    [
      ...input,
      ...filter,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '38',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-tune-content',
      'screen',
      '-g',
      String(FPS * 10),
      '-an',
      join(OUT_DIR, `${NAME}.webm`),
    ],
    { stdio: 'inherit' },
  );
  log('encoding H.264 (MP4)');
  execFileSync(
    ffmpeg,
    [
      ...input,
      ...filter,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-tune',
      'stillimage',
      '-profile:v',
      'high',
      '-movflags',
      '+faststart',
      '-an',
      join(OUT_DIR, `${NAME}.mp4`),
    ],
    { stdio: 'inherit' },
  );
  // The poster: the frame on screen at the 'poster' mark (the title card).
  const at = cast.markAt('poster') ?? 0;
  const frame = [...cast.frames].reverse().find((f) => f.atMs <= at) ?? cast.frames[0]!;
  execFileSync(
    ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-y', '-i', frame.file, '-vf', `scale=${SIZE.width}:${SIZE.height}`, '-q:v', '4', join(OUT_DIR, `${NAME}.jpg`)],
    { stdio: 'inherit' },
  );
  writeFileSync(join(OUT_DIR, `${NAME}.en.vtt`), webVtt(cast.captions()));
  writeFileSync(join(OUT_DIR, `${NAME}.chapters.vtt`), webVtt(cast.chapters()));
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'demo-record-'));
  log('starting the back end');
  const env = await startJourneyStack();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
    ],
  });
  try {
    log('seeding the demo people');
    const { people, company } = await seed(env);
    const context = await browser.newContext({ viewport: SIZE, deviceScaleFactor: 1 });
    context.setDefaultTimeout(90_000);
    // Nothing outside this machine: the tour shows only the product.
    await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort()));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${env.stack.gateway.url}/#/`);
    const cast = new Screencast(join(work, 'frames'));
    log('filming');
    await cast.start(page, SIZE);
    await tour(page, cast, env, people, company);
    await cast.stop();
    if (errors.length > 0) throw new Error(`the page failed while filming: ${errors.join('; ')}`);
    log(`filmed ${(cast.durationMs / 1000).toFixed(1)} s in ${cast.frames.length} frames`);
    mkdirSync(OUT_DIR, { recursive: true });
    await encode(cast, work);
    const files = [`${NAME}.webm`, `${NAME}.mp4`, `${NAME}.jpg`, `${NAME}.en.vtt`, `${NAME}.chapters.vtt`];
    if (existsSync(join(DIST_DIR, 'index.html'))) {
      mkdirSync(join(DIST_DIR, 'demo'), { recursive: true });
      for (const file of files) copyFileSync(join(OUT_DIR, file), join(DIST_DIR, 'demo', file));
    }
    for (const file of files) log(`${join('web/public/demo', file)}: ${(statSync(join(OUT_DIR, file)).size / 1024).toFixed(0)} kB`);
    log(`done: ${(cast.durationMs / 1000).toFixed(1)} s of video`);
  } finally {
    await browser.close();
    await env.stop();
    rmSync(work, { recursive: true, force: true });
    stopInfra();
  }
}

await main();
// The stack's clients (Kafka, the database) may keep the event loop alive after stop().
process.exit(0);
