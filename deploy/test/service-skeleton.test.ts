import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVICES = readdirSync(join(ROOT, 'services')).filter((name) => statSync(join(ROOT, 'services', name)).isDirectory());

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(dir, path)).isFile());
}

/**
 * One service looks like every other (docs/folders.md): the same files and folders in the same
 * roles, tests under test/, and nothing the kit does copied into a service.
 */
const REQUIRED_FILES = ['config.ts', 'index.ts', 'main.ts', 'server.ts', 'schema.graphql', 'subscriptions.ts'];
const REQUIRED_FOLDERS = ['models', 'resolvers', 'domain', 'events', 'generated'];
/** Folders a service has only when it needs them: HTTP routes, worker-thread entries, operator scripts, ambient types. */
const OPTIONAL_FOLDERS = ['routes', 'workers', 'scripts', 'types'];
/** File names per folder role. */
const NAMING: Record<string, RegExp> = {
  models: /\.model\.ts$/,
  resolvers: /\.resolvers\.ts$/,
  'events/handlers': /\.handler\.ts$/,
  routes: /\.routes?\.ts$/,
};
/** What the service kit does once for every service (startService, OutboxRelay.start, the testing helpers). */
const KIT_JOBS: [RegExp, string][] = [
  [/function mergeResolvers\b/, 'merges resolver maps (list them in `resolvers`)'],
  [/relay\.track\(/, 'tracks outbox models (the relay finds them itself)'],
  [/addHook\(\s*'on(Close|Ready)'/, 'hooks into Fastify (use onStarted/onStop)'],
  [/createExtractor\(/, 'builds the extractor from settings (extractorFromConfig)'],
];

describe.each(SERVICES)('service skeleton: %s', (name) => {
  const src = join(ROOT, 'services', name, 'src');
  const test = join(ROOT, 'services', name, 'test');

  it('has the same files and folders as every service, and nothing else at the top of src/', () => {
    const entries = readdirSync(src);
    for (const file of REQUIRED_FILES) expect(`${name}/src/${file}: ${existsSync(join(src, file))}`).toBe(`${name}/src/${file}: true`);
    for (const folder of REQUIRED_FOLDERS) expect(`${name}/src/${folder}/: ${existsSync(join(src, folder))}`).toBe(`${name}/src/${folder}/: true`);
    const unexpected = entries.filter((entry) => !REQUIRED_FILES.includes(entry) && !REQUIRED_FOLDERS.includes(entry) && !OPTIONAL_FOLDERS.includes(entry));
    expect(unexpected).toEqual([]);
  });

  it('keeps event handlers in events/handlers/*.handler.ts and names files by their role', () => {
    expect(readdirSync(join(src, 'events'))).toEqual(['handlers']);
    for (const [folder, pattern] of Object.entries(NAMING)) {
      const misnamed = filesUnder(join(src, folder)).filter((file) => !pattern.test(file));
      expect(`${folder}: ${misnamed.join(', ')}`).toBe(`${folder}: `);
    }
  });

  it('types its resolvers with the types generated from its own schema (src/generated/resolvers.ts)', () => {
    expect(existsSync(join(src, 'generated', 'resolvers.ts'))).toBe(true);
    const untyped = filesUnder(join(src, 'resolvers')).filter(
      (file) => !readFileSync(join(src, 'resolvers', file), 'utf8').includes("from '../generated/resolvers.js'"),
    );
    expect(untyped).toEqual([]);
  });

  it('wires its consumers in subscriptions.ts, used by server.ts', () => {
    expect(readFileSync(join(src, 'server.ts'), 'utf8')).toMatch(/from '\.\/subscriptions\.js'/);
  });

  it('keeps its tests under test/ (set-up several files share in test/support/, fixtures other workspaces use in test-kit)', () => {
    expect(filesUnder(src).filter((file) => file.endsWith('.test.ts'))).toEqual([]);
    expect(existsSync(test)).toBe(true);
    const atTop = readdirSync(test).filter((entry) => entry.endsWith('.ts'));
    expect(atTop).toEqual([]);
  });

  it('leaves to the kit what the kit does', () => {
    const copies: string[] = [];
    for (const file of filesUnder(src).filter((path) => path.endsWith('.ts'))) {
      const text = readFileSync(join(src, file), 'utf8');
      for (const [pattern, job] of KIT_JOBS) if (pattern.test(text)) copies.push(`${relative(ROOT, join(src, file))} ${job}`);
    }
    expect(copies).toEqual([]);
  });
});
