import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; fonts, images and video are compressed already, source maps are not fetched. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|vtt)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `name.br` and `name.gz` beside each compressible file of the build, at the highest levels
 * (done once at build time, not per request), for the gateway to send to browsers that accept them
 * (@fastify/static's preCompressed). index.html is left out: the gateway brands it at start and
 * compresses its own copy.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        jobs.push(
          readFile(file).then(async (content) => {
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
