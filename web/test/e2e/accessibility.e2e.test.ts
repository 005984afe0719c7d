/**
 * The accessibility check itself (accessibility.ts) and keyboard focus (issue 32): axe's failure
 * names the rule, the element and the contrast it measured; tabbing to a button, a link and an
 * input shows a solid focus outline that stands out 3:1 from the surface around it, on the light
 * pages and on the landing page's dark footer; a text field's edge stands out 3:1 from the form.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './accessibility.js';
import { BrowserHarness, shown } from './browser.js';

const harness = new BrowserHarness('accessibility');

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

describe('the axe check', () => {
  test('passes the login page and fails an added low-contrast text and a dangling aria-controls, naming both', async () => {
    const page = await harness.open('/login');
    await shown(page.getByRole('heading', { level: 1 }));
    await expectAccessible(page, 'accessibility/login');

    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      const faint = document.createElement('p');
      faint.id = 'faint-text';
      faint.textContent = 'Grey on white';
      faint.style.color = '#aaaaaa';
      faint.style.background = '#ffffff';
      const toggle = document.createElement('button');
      toggle.id = 'dangling-toggle';
      toggle.textContent = 'Show more';
      toggle.setAttribute('aria-controls', 'no-such-panel');
      main.append(faint, toggle);
    });
    const failure = await expectAccessible(page, 'accessibility/login-broken').then(
      () => '',
      (error: Error) => error.message,
    );
    expect(failure).toContain('Accessibility violations on accessibility/login-broken');
    expect(failure).toMatch(/serious color-contrast: .*\n\s+#faint-text \(#aaaaaa on #ffffff: 2\.32:1, needs 4\.5:1;/);
    expect(failure).toMatch(/critical aria-valid-attr-value: .*\n\s+#dangling-toggle/);
  });
});

/** What the element's outline and edge look like, and the colour of the surface they are drawn on. */
interface Look {
  focused: boolean;
  focusVisible: boolean;
  style: string;
  width: number;
  color: string;
  /** The border's colour (the top one). */
  edge: string;
  surface: string;
}

async function lookOf(target: Locator): Promise<Look> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    // the outline is set off the element (outline-offset), so it is seen against what is behind it
    let surface = 'rgb(255, 255, 255)';
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const color = getComputedStyle(parent).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        surface = color;
        break;
      }
    }
    return {
      focused: document.activeElement === element,
      focusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      edge: style.borderTopColor,
      surface,
    };
  });
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Presses Tab until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

function expectVisibleRing(look: Look): void {
  expect(look).toMatchObject({ focused: true, focusVisible: true, style: 'solid' });
  expect(look.width).toBeGreaterThanOrEqual(2);
  expect(contrast(look.color, look.surface)).toBeGreaterThanOrEqual(3);
}

describe('non-text contrast', () => {
  test("a text field's edge, the only thing that shows where it is, stands out 3:1 from the form", async () => {
    const page = await harness.open('/login');
    const email = page.getByLabel('Email');
    await shown(email);
    const { edge, surface } = await lookOf(email);
    expect(contrast(edge, surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('keyboard focus', () => {
  test.each([
    ['the email input', 'input', (page: Page) => page.getByLabel('Email')],
    ['the "Forgot password?" link', 'link', (page: Page) => page.getByRole('link', { name: 'Forgot password?' })],
    ['the "Sign in" button', 'button', (page: Page) => page.getByRole('button', { name: 'Sign in' })],
  ])('tabbing to %s on the login page shows a solid outline, 3:1 against the page', async (_what, name, find) => {
    const page = await harness.open('/login');
    const target = find(page);
    await shown(target);
    await tabTo(page, target);
    expectVisibleRing(await lookOf(target));
    await harness.screenshotOf(target.locator('xpath=..'), `focus-${name}`);
  });

  test('a link in the dark footer of the landing page gets a light outline', async () => {
    const page = await harness.open('/');
    const link = page.getByRole('contentinfo').getByRole('link').first();
    await shown(link);
    // the keyboard was used last, so focusing the link shows its ring as tabbing to it would
    await page.keyboard.press('Tab');
    await link.focus();
    const look = await lookOf(link);
    expectVisibleRing(look);
    expect(contrast(look.color, 'rgb(255, 255, 255)')).toBeLessThan(1.1);
  });
});
