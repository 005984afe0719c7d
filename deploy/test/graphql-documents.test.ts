import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One body per GraphQL operation name (issue 28, docs/decisions/web-graphql-codegen.md): an
 * operation both the web app and the REST facade send lives once under graphql/shared. A fragment
 * may have a body on each side only when shared documents spread it by name (each side's codegen
 * resolves it to its own definition).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => pattern.test(path) && !path.split('/').includes('generated') && !/\.test\.tsx?$/.test(path))
    .map((path) => join(ROOT, dir, path));
}

type Kind = 'operation' | 'fragment';

/** Names defined in these files, by kind. */
function definitions(paths: string[]): Record<Kind, Set<string>> {
  const found: Record<Kind, Set<string>> = { operation: new Set(), fragment: new Set() };
  for (const path of paths) {
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(/^[ \t]*(query|mutation|subscription|fragment)[ \t]+([A-Z]\w*)/gm)) {
      found[m[1] === 'fragment' ? 'fragment' : 'operation'].add(m[2]!);
    }
  }
  return found;
}

const web = definitions(files('web/src', /\.tsx?$/));
const rest = definitions(files('gateway/src/rest/operations', /\.ts$/));
const shared = files('graphql/shared', /\.graphql$/);
const sharedText = shared.map((path) => readFileSync(path, 'utf8')).join('\n');
const both = (kind: Kind) => [...web[kind]].filter((name) => rest[kind].has(name)).sort();

describe('GraphQL documents of the web app and the REST facade', () => {
  it('finds the documents on both sides', () => {
    expect(web.operation.size).toBeGreaterThan(10);
    expect(rest.operation.size + rest.fragment.size).toBeGreaterThan(10);
    expect(shared.length).toBeGreaterThan(10);
  });

  it('writes no operation on both sides: a shared one lives once under graphql/shared', () => {
    expect(both('operation')).toEqual([]);
  });

  it('keeps a fragment per side only when shared documents spread it by name', () => {
    const perSide = both('fragment');
    expect(perSide.filter((name) => !new RegExp(`\\.\\.\\.${name}\\b`).test(sharedText))).toEqual([]);
  });
});
