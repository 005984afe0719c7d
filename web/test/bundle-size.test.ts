import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const DIST = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));

/** Every script and style sheet of the app, each page's chunks included (source maps are not fetched). */
function shippedFiles(): string[] {
  const assets = join(DIST, 'assets');
  return readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => join(assets, name));
}

/** What index.html makes the browser fetch first: its module script and the modules it preloads (the sign-in page's too). */
function firstScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return urls.map((url) => join(DIST, url.replace(/^\.\//, '')));
}

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('web bundle', () => {
  it('starts the landing page with at most 104 kB of gzipped script, without Apollo Client (issue 32)', () => {
    expect(existsSync(join(DIST, 'index.html'))).toBe(true);
    const files = firstScripts();
    expect(files.length).toBeGreaterThan(0);
    const total = files.reduce((sum, file) => sum + gzipped(file), 0);
    console.info(`landing page's first scripts: ${kB(total)} gzipped in ${files.length} files`);
    // Apollo Client names its development hook in every build; it comes with the pages that query.
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('__APOLLO'))).toEqual([]);
    // 97.2 kB when the signed-in areas, the account pages and Apollo became chunks of their own (was 234 kB: the whole
    // app), 101.8 kB with the sign-in page preloaded (vite.config.ts)
    expect(total).toBeLessThanOrEqual(104_000);
  });

  it('stays within 300 kB gzipped in all (every page and module, each chunk compressed on its own)', () => {
    const sizes = [join(DIST, 'index.html'), ...shippedFiles()].map(gzipped);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.info(`web bundle: ${kB(total)} gzipped in ${sizes.length} files`);
    // 252 kB as one bundle; split into 41 files (issue 32) each compresses without its neighbours' context: 285 kB;
    // then the dashboards' lists, the history's sort and filters, toasts and the phone filter sheet: 291 kB
    expect(total).toBeLessThanOrEqual(300_000);
  });

  it('has a brotli and a gzip copy of each script and style sheet that decode to the file (the gateway sends them)', () => {
    for (const file of shippedFiles()) {
      const content = readFileSync(file);
      const copies = { br: brotliDecompressSync(readFileSync(`${file}.br`)).equals(content), gz: gunzipSync(readFileSync(`${file}.gz`)).equals(content) };
      expect({ file, ...copies }).toEqual({ file, br: true, gz: true });
    }
  });
});
