/**
 * The accessibility check every screen of the browser tests gets (issue 32): axe-core, run inside
 * the page, fails the test on any violation of impact critical or serious, listed so that it can
 * be fixed without opening a browser (rule, selectors, and the contrast figures for colour rules).
 * BrowserHarness.screenshot/screenshotOf call it, so each screen the tests show is checked.
 *
 * HM_AXE_REPORT=<file> appends one JSON line per checked screen with its violations by impact
 * (all impacts, also the ones that do not fail) and how long the check took, the figures the
 * README quotes.
 */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { ImpactValue, NodeResult, Result, RunOptions } from 'axe-core';
import type { CDPSession, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING: ReadonlySet<ImpactValue> = new Set<ImpactValue>(['critical', 'serious']);
const IMPACTS: readonly ImpactValue[] = ['critical', 'serious', 'moderate', 'minor'];

/** axe's default rule set (WCAG 2.x A/AA and best practices); only violations are sent back. */
const RUN_OPTIONS: RunOptions = { resultTypes: ['violations'] };

/** What axe's colour-contrast check measured on one element. */
interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  fontSize?: string;
  fontWeight?: string;
}

function contrastOf(node: NodeResult): string {
  const data = node.any.find((check) => check.id === 'color-contrast' || check.id === 'color-contrast-enhanced')?.data as ContrastData | undefined;
  if (!data?.contrastRatio) return '';
  return ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}; ${data.fontSize} ${data.fontWeight})`;
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}${contrastOf(node)}`);
  return [`  ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length})`, ...nodes].join('\n');
}

/** Violations by impact, counting each element once per rule. */
function countByImpact(violations: Result[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(IMPACTS.map((impact) => [impact, 0]));
  for (const violation of violations) counts[violation.impact ?? 'minor'] += violation.nodes.length;
  return counts;
}

function record(screen: string, page: Page, violations: Result[], ms: number): void {
  const file = process.env.HM_AXE_REPORT;
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  const viewport = page.viewportSize();
  const rules = Object.fromEntries(violations.map((violation) => [violation.id, violation.nodes.length]));
  appendFileSync(file, `${JSON.stringify({ screen, viewport, ...countByImpact(violations), rules, ms })}\n`);
}

/**
 * Runs in the page: waits for finite animations (an element still fading or sliding in would be
 * measured half-drawn), at most 3 s, then runs axe, and returns its violations as JSON. The bound:
 * on loaded CI machines a few tour screens (never the same twice) were held until the test's 60 s
 * limit; the likeliest wait is an animation's finished promise, which never comes while the page's
 * animations do not advance. Not proven: the whole check also fails on its own after 30 s.
 */
const RUN_AXE = `(async () => {
  const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  const settled = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
  const results = await axe.run(document, ${JSON.stringify(RUN_OPTIONS)});
  return JSON.stringify(results.violations);
})()`;

/**
 * Runs axe on the page as it is now and returns its violations. It runs in a world of its own
 * (same DOM, own globals), through the DevTools protocol: axe's queue needs real timers, which a
 * test's fake clock (page.clock) replaces in the page's world, and the app's Content-Security-Policy
 * does not govern protocol evaluation.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  const world = await axeWorld(page);
  // A check that does not answer fails as such, not as the test's timeout.
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe did not answer within 30 s on ${page.url()}`)), 30_000);
  });
  try {
    return JSON.parse((await Promise.race([world.evaluate(RUN_AXE), limit])) as string) as Result[];
  } finally {
    clearTimeout(timer);
  }
}

interface AxeWorld {
  session: CDPSession;
  evaluate(expression: string): Promise<unknown>;
}

/** Per tab, the world axe was last loaded in: checks of the same document reuse it (loading axe costs 0.1–0.2 s). */
const worlds = new WeakMap<Page, AxeWorld>();

async function axeWorld(page: Page): Promise<AxeWorld> {
  const known = worlds.get(page);
  // a navigation destroys the world: the evaluation then fails, and a new one is made for the new document
  if (known && (await known.evaluate("typeof axe === 'object'").catch(() => false)) === true) return known;
  const session = known?.session ?? (await page.context().newCDPSession(page));
  const { frameTree } = await session.send('Page.getFrameTree');
  const { executionContextId: contextId } = await session.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: 'axe' });
  const world: AxeWorld = {
    session,
    async evaluate(expression) {
      const { result, exceptionDetails } = await session.send('Runtime.evaluate', { expression, contextId, awaitPromise: true, returnByValue: true });
      if (exceptionDetails) throw new Error(`axe failed in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value;
    },
  };
  await world.evaluate(AXE_SOURCE);
  worlds.set(page, world);
  return world;
}

/** Fails with a readable list when axe finds a critical or serious violation on the screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const started = performance.now();
  const violations = await axeViolations(page);
  record(screen, page, violations, Math.round(performance.now() - started));
  const failing = violations.filter((violation) => violation.impact && FAILING.has(violation.impact));
  if (failing.length === 0) return;
  throw new Error(`Accessibility violations on ${screen} (${page.url()}):\n${failing.map(describeViolation).join('\n')}`);
}
