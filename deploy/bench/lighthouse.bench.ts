// Lighthouse on the public pages (issue 32): the built web app served by the gateway (as deployed:
// compressed assets, its cache and security headers), measured by the `lighthouse` package's
// default mobile preset (a mid-range phone on slow 4G, simulated throttling) in Debian's Chromium.
// For each page: the performance score, LCP, FCP, TBT and what the page transferred; the median of
// --runs runs. Prints figures, asserts nothing about time. Run after `npm run build`:
//   npm run bench:lighthouse [-- --runs 3 --paths /,/login,/register --url http://127.0.0.1:4000 --reports DIR] [--json file]
// --url measures a server that is already running instead of starting a gateway of its own;
// --reports writes each run's whole Lighthouse report (JSON: the LCP element, the request chain...).
// CHROME_PATH names the browser (default: /usr/bin/chromium, else the headless shell).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLoneGateway } from '@hiring/test-kit/stack';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    paths: { type: 'string', default: '/,/login,/register' },
    url: { type: 'string' },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const paths = values.paths.split(',').map((p) => p.trim());
const progress = (message: string) => process.stderr.write(`[lighthouse bench] ${message}\n`);

export interface PageFigures {
  path: string;
  /** 0–100, Lighthouse's performance category. */
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Bytes over the wire (compressed), every request of the page load. */
  transferBytes: number;
}

const CHROME_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
const chromePath = process.env['CHROME_PATH'] ?? CHROME_CANDIDATES.find((path) => existsSync(path));
if (!chromePath) throw new Error(`no Chromium: set CHROME_PATH or run deploy/local/ensure-chromium.sh (looked for ${CHROME_CANDIDATES.join(', ')})`);

/** The app routes by hash: `/login` is `/#/login` on the server's one page. */
const pageUrl = (base: string, path: string) => (path === '/' ? `${base}/` : `${base}/#${path}`);

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

async function measure(url: string, port: number, reportName: string): Promise<Omit<PageFigures, 'path'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (values.reports) {
    mkdirSync(values.reports, { recursive: true });
    writeFileSync(join(values.reports, `${reportName}.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no ${id} (${lhr.audits[id]?.errorMessage ?? 'not measured'})`);
    return value;
  };
  return {
    score: Math.round(100 * (lhr.categories['performance']?.score ?? 0)),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    transferBytes: numeric('total-byte-weight'),
  };
}

const gateway = values.url ? null : await startLoneGateway();
const base = (values.url ?? gateway!.url).replace(/\/$/, '');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const figures: PageFigures[] = [];
try {
  for (const path of paths) {
    const samples: Omit<PageFigures, 'path'>[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const reportName = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${run}`;
      // Lighthouse itself says to run again when its trace recording failed (NO_NAVSTART on a busy machine): once.
      samples.push(
        await measure(pageUrl(base, path), chrome.port, reportName).catch((error: unknown) => {
          progress(`${path} run ${run}: ${error instanceof Error ? error.message : String(error)}; once more`);
          return measure(pageUrl(base, path), chrome.port, reportName);
        }),
      );
      progress(`${path} run ${run}/${runs}: score ${samples.at(-1)!.score}, LCP ${(samples.at(-1)!.lcpMs / 1000).toFixed(2)} s`);
    }
    const pick = (key: keyof Omit<PageFigures, 'path'>) => median(samples.map((s) => s[key]));
    figures.push({ path, score: pick('score'), lcpMs: pick('lcpMs'), fcpMs: pick('fcpMs'), tbtMs: pick('tbtMs'), transferBytes: pick('transferBytes') });
  }
} finally {
  chrome.kill();
  await gateway?.stop();
}

console.info(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, ${base}`);
console.info(['page'.padEnd(12), 'score', 'LCP'.padStart(8), 'FCP'.padStart(8), 'TBT'.padStart(8), 'transfer'.padStart(10)].join('  '));
for (const f of figures) {
  console.info(
    [
      f.path.padEnd(12),
      String(f.score).padStart(5),
      `${(f.lcpMs / 1000).toFixed(2)} s`.padStart(8),
      `${(f.fcpMs / 1000).toFixed(2)} s`.padStart(8),
      `${f.tbtMs.toFixed(0)} ms`.padStart(8),
      `${(f.transferBytes / 1024).toFixed(0)} KiB`.padStart(10),
    ].join('  '),
  );
}
if (values.json) writeFileSync(values.json, JSON.stringify({ runs, pages: figures }, null, 2));
