/**
 * Prints the heuristic interview-email extractor's accuracy per field on the fixture corpus:
 *   npx tsx services/interviews/scripts/extraction-accuracy.ts [--mismatches] [corpus-dir]
 * (Imports the workspace packages from their builds: run `npx tsc -b services/interviews` first.)
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateCorpus, formatAccuracyTable } from '../src/domain/extraction/index.js';

const args = process.argv.slice(2);
const showMismatches = args.includes('--mismatches');
const dir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/corpus'));
const report = await evaluateCorpus(dir);
console.info(`Heuristic extractor on ${report.emails} emails (${dir}):\n`);
console.info(formatAccuracyTable(report));
if (showMismatches) {
  console.info('\nMismatches:');
  for (const m of report.mismatches) console.info(`  ${m.file}  ${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`);
}
