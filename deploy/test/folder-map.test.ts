import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * docs/folders.md is the newcomer's map of the repository: every folder its table names exists,
 * and every folder of the repository (top level, each package, each part of deploy/) has a row.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAP = readFileSync(`${ROOT}docs/folders.md`, 'utf8');

/** The backticked paths of the first column of "The repository" table. */
function mappedPaths(): string[] {
  const table = MAP.split('## The repository')[1]?.split('\n## ')[0] ?? '';
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, '')));
}

/** Tracked folders a row must name: each top-level one, and each one inside packages/ and deploy/. */
function repositoryFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    if (parts.length < 2 || parts[0]!.startsWith('.')) continue;
    folders.add(parts[0]!);
    if ((parts[0] === 'packages' || parts[0] === 'deploy') && parts.length > 2) folders.add(`${parts[0]}/${parts[1]}`);
  }
  return [...folders].sort();
}

/** `services/<name>` stands for every folder in its place. */
const covers = (mapped: string, folder: string) =>
  new RegExp(`^${mapped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?<[a-z-]+\\?>/g, '[^/]+')}$`).test(folder);

describe('docs/folders.md', () => {
  const mapped = mappedPaths();

  it('names only folders that exist', () => {
    expect(mapped.length).toBeGreaterThan(5);
    const missing = mapped.filter((path) => !path.includes('<') && !existsSync(`${ROOT}${path}`));
    expect(missing).toEqual([]);
  });

  it('has a row for every folder of the repository, each package and each part of deploy/', () => {
    const folders = repositoryFolders();
    expect(folders).toEqual(expect.arrayContaining(['packages', 'deploy', 'services', 'web']));
    // A top-level folder is covered by its own row or by rows for what is inside it.
    const unmapped = folders.filter((folder) => !mapped.some((path) => covers(path, folder) || path.startsWith(`${folder}/`)));
    expect(unmapped).toEqual([]);
  });
});
