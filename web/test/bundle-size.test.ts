import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const DIST = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));

/** What a first visit downloads: the page, its scripts and styles (source maps are not fetched). */
function shippedFiles(): string[] {
  const assets = join(DIST, 'assets');
  return [
    join(DIST, 'index.html'),
    ...readdirSync(assets)
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => join(assets, name)),
  ];
}

describe('web bundle', () => {
  it('stays within 252 kB gzipped (the budget of the app shell, every module included)', () => {
    expect(existsSync(join(DIST, 'index.html'))).toBe(true);
    const sizes = shippedFiles().map((file) => gzipSync(readFileSync(file), { level: 9 }).length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.info(`web bundle: ${(total / 1000).toFixed(1)} kB gzipped in ${sizes.length} files`);
    // 250 kB until "Delete my account" (modules/personal-data), which added 1.1 kB to a bundle 2 bytes under it
    expect(total).toBeLessThanOrEqual(252_000);
  });

  it('has a brotli and a gzip copy of each script and style sheet that decode to the file (the gateway sends them)', () => {
    const assets = shippedFiles().filter((file) => !file.endsWith('index.html'));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) {
      const content = readFileSync(file);
      expect({
        file,
        br: brotliDecompressSync(readFileSync(`${file}.br`)).equals(content),
        gz: gunzipSync(readFileSync(`${file}.gz`)).equals(content),
      }).toEqual({
        file,
        br: true,
        gz: true,
      });
    }
  });
});
