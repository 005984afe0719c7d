/**
 * Browser test of the product tour (issue 16): the landing page and registration step 6 show the
 * video recorded by `npm run demo:record` (web/public/demo/, served from dist/demo/), and it really
 * plays in Chromium: its WebM source, poster and both WebVTT tracks load from the app's own origin
 * (under the app's CSP), playback advances, captions are on, and the three chapters under it are
 * the how-it-works steps and jump to their start.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { startLoneGateway } from '@hiring/test-kit/stack';
import { graphqlError } from './accounts.fixtures.js';
import { BrowserHarness, horizontalOverflow, settled, shown } from './browser.js';
import { mockGraphql } from './candidate.fixtures.js';

const harness = new BrowserHarness('demo-video');

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

const STEPS = ['Share your best interviews', 'Build your profile', 'Get discovered'];
const TOUR = 'demo/product-tour';

/** What the page's own fetch of `path` answers: status, content type and size. */
async function fetched(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const body = await response.arrayBuffer();
    return { status: response.status, type: response.headers.get('content-type') ?? '', bytes: body.byteLength };
  }, path);
}

/** The video element's state, read in the page. */
function state(video: Locator) {
  return video.evaluate((element: HTMLVideoElement) => ({
    currentSrc: element.currentSrc,
    currentTime: element.currentTime,
    readyState: element.readyState,
    paused: element.paused,
    duration: element.duration,
    width: element.videoWidth,
    height: element.videoHeight,
    error: element.error?.code ?? null,
  }));
}

/** Every track of the video: its kind, mode, whether the file loaded (2) and its cue texts. */
function tracks(video: Locator) {
  return video.evaluate((element: HTMLVideoElement) =>
    Array.from(element.querySelectorAll('track'), (track) => ({
      kind: track.kind,
      mode: track.track.mode,
      readyState: track.readyState,
      cues: Array.from(track.track.cues ?? [], (cue) => ({ start: cue.startTime, text: (cue as VTTCue).text })),
    })),
  );
}

/** The markup the landing page and step 6 share: sources in order (WebM first), tracks, poster. */
async function expectTourMarkup(video: Locator, label: string) {
  await settled(() => expect(video.getAttribute('aria-label')).resolves.toBe(label));
  expect(await video.getAttribute('controls')).not.toBeNull();
  expect(await video.getAttribute('preload')).toBe('metadata');
  expect(await video.getAttribute('poster')).toBe(`${TOUR}.jpg`);
  const sources = await video.locator('source').evaluateAll((list) => list.map((s) => [s.getAttribute('src'), s.getAttribute('type')]));
  expect(sources).toEqual([
    [`${TOUR}.webm`, 'video/webm'],
    [`${TOUR}.mp4`, 'video/mp4'],
  ]);
  const trackMarkup = await video
    .locator('track')
    .evaluateAll((list) => list.map((t) => [t.getAttribute('kind'), t.getAttribute('src'), t.getAttribute('srclang'), t.hasAttribute('default')]));
  expect(trackMarkup).toEqual([
    ['captions', `${TOUR}.en.vtt`, 'en', true],
    ['chapters', `${TOUR}.chapters.vtt`, 'en', false],
  ]);
}

describe('the product tour on the landing page', () => {
  test('its files are served: the WebM and MP4, the poster and both WebVTT tracks', async () => {
    const page = await harness.open('/');
    await shown(page.locator('video.demo__video'));
    const webm = await fetched(page, `${TOUR}.webm`);
    expect(webm).toMatchObject({ status: 200, type: 'video/webm' });
    // small enough to ship with the app (the target: under 3 MB for everything)
    const mp4 = await fetched(page, `${TOUR}.mp4`);
    expect(mp4).toMatchObject({ status: 200, type: 'video/mp4' });
    const poster = await fetched(page, `${TOUR}.jpg`);
    expect(poster).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(webm.bytes + mp4.bytes + poster.bytes).toBeLessThan(3 * 1024 * 1024);
    for (const vtt of [`${TOUR}.en.vtt`, `${TOUR}.chapters.vtt`]) {
      expect(await fetched(page, vtt)).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/vtt/) });
    }
  });

  test('plays in Chromium from the WebM source, with captions on and the three chapters', async () => {
    const page = await harness.open('/');
    const video = page.locator('video.demo__video');
    await shown(video);
    await expectTourMarkup(video, 'Product demo: from interview email to verified profile');
    await shown(page.getByText('Product demo: from interview email to verified profile'));

    // metadata only until played: the poster shows, the length and size are known
    await settled(async () => expect((await state(video)).readyState).toBeGreaterThanOrEqual(1));
    const before = await state(video);
    expect(before.currentSrc).toMatch(/\/demo\/product-tour\.webm$/);
    expect(before.error).toBeNull();
    expect(before.duration).toBeGreaterThan(25);
    expect(before.duration).toBeLessThan(75);
    expect([before.width, before.height]).toEqual([1280, 720]);

    // captions are on (the default track) and the chapters track is loaded, hidden, with the three steps
    await settled(async () => expect((await tracks(video)).map((t) => t.readyState)).toEqual([2, 2]));
    const [captions, chapters] = await tracks(video);
    expect(captions).toMatchObject({ kind: 'captions', mode: 'showing' });
    expect(captions!.cues.length).toBeGreaterThanOrEqual(6);
    expect(chapters).toMatchObject({ kind: 'chapters', mode: 'hidden' });
    expect(chapters!.cues.map((cue) => cue.text)).toEqual(STEPS.map((step, i) => `${i + 1}. ${step}`));

    // the chapter buttons under the video: the how-it-works steps with their start times
    const buttons = page.getByRole('list', { name: 'Chapters' }).getByRole('button');
    const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s) % 60).padStart(2, '0')}`;
    await settled(() => expect(buttons.allInnerTexts()).resolves.toEqual(STEPS.map((step, i) => `${clock(chapters!.cues[i]!.start)} ${step}`)));
    for (const step of STEPS) await shown(page.getByRole('heading', { name: step }));
    await harness.screenshotOf(page.locator('figure.demo'), '01-landing-poster');

    // it plays: time advances with a decoded frame
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await settled(async () => {
      const now = await state(video);
      expect(now.currentTime).toBeGreaterThan(0.5);
      expect(now.readyState).toBeGreaterThanOrEqual(2);
      expect(now.paused).toBe(false);
    });

    // a chapter button seeks to its chapter and keeps playing
    await buttons.nth(2).click();
    await settled(async () => {
      const now = await state(video);
      expect(now.currentTime).toBeGreaterThanOrEqual(chapters!.cues[2]!.start);
      expect(now.currentTime).toBeLessThan(chapters!.cues[2]!.start + 8);
      expect(now.paused).toBe(false);
    });
    await page.waitForTimeout(1500);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await harness.screenshotOf(page.locator('figure.demo'), '02-landing-playing-chapter-3');
    await page.locator('.demo-section').scrollIntoViewIfNeeded();
    await harness.screenshot(page, '03-landing-desktop', false);
  });

  test('fits a phone screen', async () => {
    const page = await harness.open('/', { viewport: { width: 390, height: 844 } });
    const video = page.locator('video.demo__video');
    await shown(video);
    const box = await video.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.locator('.demo-section').scrollIntoViewIfNeeded();
    await harness.screenshot(page, '04-landing-phone', false);
  });
});

describe('the product tour on registration step 6', () => {
  test('shows the same video, and it plays', async () => {
    const page = await harness.open('/register?type=candidate');
    await mockGraphql(page, {
      SendVerificationCode: { data: { sendVerificationCode: { __typename: 'VerificationResult', message: 'Verification code sent', tempAccessToken: null } } },
      ValidateVerificationCode: (call) =>
        (call.variables.input as Record<string, unknown> | undefined)?.verificationCode === '424242'
          ? {
              data: {
                validateVerificationCode: { __typename: 'VerificationResult', success: true, message: 'Email verified', tempAccessToken: 'temp-token-1' },
              },
            }
          : graphqlError('Invalid verification code', 'BAD_USER_INPUT'),
    });
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Analytical1!');
    await page.getByLabel('Confirm password').fill('Analytical1!');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Verification code').fill('424242');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Your career summary' }));
    await page.getByLabel('Institution').fill('University of London');
    await page.getByLabel('Degree level').selectOption('Masters');
    await page.getByLabel('Field of study').fill('Mathematics');
    const first = page.getByRole('group', { name: 'Experience 1' });
    await first.getByLabel('Company').fill('Analytical Engines Ltd');
    await first.getByRole('textbox', { name: 'Job title' }).fill('Programmer');
    await first.getByLabel('Start date: month').selectOption('3');
    await first.getByLabel('Start date: year').selectOption(String(new Date().getFullYear() - 2));
    await first.getByLabel('This is my current role').check();
    await page.getByLabel('Top skills').fill('Algorithms');
    await page.getByLabel('Top skills').press('Enter');
    await page.getByLabel('Job family').selectOption('software-engineering');
    await page.getByRole('combobox', { name: 'Job title' }).selectOption('Backend Engineer');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await shown(page.getByRole('heading', { level: 1, name: 'Share your interview history' }));
    const video = page.locator('video.demo__video');
    await shown(video);
    await expectTourMarkup(video, 'How interview emails become a verified profile');
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await settled(async () => {
      const now = await state(video);
      expect(now.currentSrc).toMatch(/\/demo\/product-tour\.webm$/);
      expect(now.currentTime).toBeGreaterThan(0.5);
      expect(now.readyState).toBeGreaterThanOrEqual(2);
    });
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await harness.screenshot(page, '05-register-step-6');
  });
});

describe('the product tour from the gateway (what production serves)', () => {
  test('video types, byte ranges for seeking, and the page under the real CSP plays it', async () => {
    const gateway = await startLoneGateway();
    try {
      const part = await fetch(`${gateway.url}/${TOUR}.webm`, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe('video/webm');
      expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
      const captions = await fetch(`${gateway.url}/${TOUR}.en.vtt`);
      expect(captions.status).toBe(200);
      expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
      expect(await captions.text()).toMatch(/^WEBVTT\n/);

      const viaGateway = new BrowserHarness('demo-video/gateway');
      await viaGateway.start({ baseUrl: gateway.url });
      try {
        const page = await viaGateway.open('/');
        const video = page.locator('video.demo__video');
        await shown(video);
        await video.evaluate((element: HTMLVideoElement) => element.play());
        await settled(async () => expect((await state(video)).currentTime).toBeGreaterThan(0.5));
        await viaGateway.closePage();
      } finally {
        await viaGateway.stop();
      }
    } finally {
      await gateway.stop();
    }
  });
});
