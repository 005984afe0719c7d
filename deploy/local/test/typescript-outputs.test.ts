/**
 * install.sh's cache of the TypeScript build (deploy/local/lib/typescript-outputs.sh): a clean
 * clone starts from the last build's dist/ and tsc's build info, so `tsc -b` redoes only what
 * changed. Checked on a one-project tree: what the cache restores is what a build from nothing
 * makes (an output whose source is gone is removed), and a changed source is emitted again.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';

const LIB = fileURLToPath(new URL('../lib/typescript-outputs.sh', import.meta.url));
const TSC = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'hm-ts-outputs-'));
const cache = join(root, 'cache');

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A checkout with one project, `pkg`, whose sources are `files`. */
function checkout(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'pkg/src'), { recursive: true });
  writeFileSync(join(dir, 'tsconfig.build.json'), JSON.stringify({ files: [], references: [{ path: 'pkg' }] }));
  writeFileSync(
    join(dir, 'pkg/tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        composite: true,
        rootDir: 'src',
        outDir: 'dist',
        tsBuildInfoFile: 'dist/.tsbuildinfo',
        module: 'NodeNext',
        target: 'ES2022',
        strict: true,
      },
      include: ['src'],
    }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'pkg/src', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'pkg/src', path), text);
  }
  return dir;
}

/** restore, `tsc -b`, keep: what install.sh does around `npm run build`. */
async function build(dir: string): Promise<void> {
  const script = `source ${JSON.stringify(LIB)} && restore_typescript_outputs && node ${JSON.stringify(TSC)} -b tsconfig.build.json && keep_typescript_outputs`;
  await promisify(execFile)('bash', ['-c', script], { cwd: dir, env: { ...process.env, HM_CACHE_DIR: cache } });
}

describe('the TypeScript build outputs kept between clean clones', () => {
  it('restores the last build, drops outputs whose source is gone, and emits what changed', async () => {
    const first = checkout('first', { 'a.ts': 'export const a = 1;\n', 'old/gone.ts': 'export const gone = 1;\n' });
    await build(first);
    expect(existsSync(join(cache, 'typescript-outputs/pkg/dist/old/gone.js'))).toBe(true);

    const second = checkout('second', { 'a.ts': 'export const a = 2;\n' });
    await build(second);
    expect(readFileSync(join(second, 'pkg/dist/a.js'), 'utf8')).toContain('a = 2');
    expect(existsSync(join(second, 'pkg/dist/old'))).toBe(false);
    // What the next clone starts from is the second build.
    expect(readFileSync(join(cache, 'typescript-outputs/pkg/dist/a.js'), 'utf8')).toContain('a = 2');
    expect(existsSync(join(cache, 'typescript-outputs/pkg/dist/old/gone.js'))).toBe(false);
  });
});
