#!/usr/bin/env node
// Lists the user-facing texts typed out in more than one workspace (issue 28): each such text has
// one home in packages/contracts (vocabulary) and every workspace imports it from there.
// A "text" is a string literal, a template without placeholders or JSX text of 20+ characters
// with a space in it, in product source (tests, fixtures and generated code left out).
// Usage: node deploy/checks/shared-texts.mjs [--json]  (exit 1 when a text is not in ALLOWED below)
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MIN_LENGTH = 20;

const JOB_TITLE =
  "a job title of the spec's list (contracts' job-families): the extractor's abbreviation table (interviews extraction/position.ts) expands abbreviations to the same words, as data";
/**
 * Texts allowed in two workspaces, each with why. Keep it small: a text the product shows belongs
 * in packages/contracts (or the kit, for mail and errors).
 */
export const ALLOWED = new Map([
  ['Business Development Representative', JOB_TITLE],
  ['Customer Success Manager', JOB_TITLE],
  ['Infrastructure Engineer', JOB_TITLE],
  ['QA Automation Engineer', JOB_TITLE],
  ['Sales Development Representative', JOB_TITLE],
  ['Site Reliability Engineer', JOB_TITLE],
  ['Software Development Engineer in Test', JOB_TITLE],
  ['Staff Software Engineer', "the landing page's sample profile (marketing ProfilePreview) shows a title of the spec's list"],
  ['must look like host:port,host:port', "an operator's configuration error (KAFKA_BROKERS of two services' config schemas), never shown to users"],
]);

/** Log lines are for operators: the message of `log.info(...)`, `logger.warn(...)` and the like. */
const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
function isLogMessage(node) {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments.includes(node) &&
    ts.isPropertyAccessExpression(call.expression) &&
    LOG_METHODS.has(call.expression.name.text) &&
    !/^(console)$/.test(call.expression.expression.getText())
  );
}

function workspaces() {
  const out = [
    ['web', 'web/src'],
    ['gateway', 'gateway/src'],
  ];
  for (const group of ['services', 'packages']) {
    for (const name of readdirSync(join(ROOT, group))) {
      // Test fixtures: what they type out is test data, not a text a user sees.
      if (`${group}/${name}` === 'packages/test-kit') continue;
      const src = join(group, name, 'src');
      if (existsSync(join(ROOT, src))) out.push([`${group}/${name}`, src]);
    }
  }
  return out;
}

const SKIP_DIR = new Set(['node_modules', 'dist', 'generated', 'test', 'test-support', 'fixtures', '__fixtures__']);
const isSource = (name) => /\.(ts|tsx|mts)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.test\.tsx?$/.test(name);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIR.has(entry.name)) yield* files(join(dir, entry.name));
    } else if (isSource(entry.name)) yield join(dir, entry.name);
  }
}

/** Code, not prose: module paths, GraphQL documents, identifiers, URLs. */
function looksLikeText(value) {
  if (value.length < MIN_LENGTH || !value.includes(' ')) return false;
  if (/^\s*(query|mutation|fragment|subscription)\b/.test(value)) return false;
  return true;
}

function textsOf(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    // Import and export paths are not texts.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    let value = null;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isLogMessage(node)) value = node.text;
    else if (ts.isJsxText(node)) value = node.text.replace(/\s+/g, ' ').trim();
    if (value !== null && looksLikeText(value)) {
      found.push({ text: value, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every text found in two or more workspaces, with where. */
export function sharedTexts() {
  const byText = new Map();
  for (const [workspace, dir] of workspaces()) {
    for (const file of files(join(ROOT, dir))) {
      for (const { text, line } of textsOf(file)) {
        const places = byText.get(text) ?? [];
        places.push({ workspace, at: `${relative(ROOT, file)}:${line}` });
        byText.set(text, places);
      }
    }
  }
  const shared = [];
  for (const [text, places] of byText) {
    const inWorkspaces = new Set(places.map((place) => place.workspace));
    if (inWorkspaces.size > 1) shared.push({ text, workspaces: [...inWorkspaces].sort(), places: places.map((place) => place.at) });
  }
  return shared.sort((a, b) => a.text.localeCompare(b.text));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shared = sharedTexts();
  const unexplained = shared.filter((entry) => !ALLOWED.has(entry.text));
  if (process.argv.includes('--json')) console.log(JSON.stringify(shared, null, 2));
  else {
    for (const entry of shared) {
      console.log(`${ALLOWED.has(entry.text) ? 'allowed' : 'SHARED '} ${JSON.stringify(entry.text)}`);
      for (const place of entry.places) console.log(`    ${place}`);
    }
    console.log(`${shared.length} texts in two or more workspaces, ${unexplained.length} not allowed`);
  }
  process.exitCode = unexplained.length > 0 ? 1 : 0;
}
