// Loads the newest search view snapshot of a database into a fresh in-memory view, alone (no
// services), and prints the phases: for profiling a replica's cold start with `node --cpu-prof`.
//   node --max-old-space-size=8192 --import tsx deploy/bench/snapshot-load.bench.ts --db bench_company_100k
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { createLogger } from '@hiring/service-kit';
import { SearchIndex } from '../../services/company/src/domain/search/search-index.js';
import { ViewSnapshots } from '../../services/company/src/domain/search/view-snapshots.js';

const { values } = parseArgs({ options: { db: { type: 'string' } } });
const connection = await mongoose.createConnection(process.env['MONGO_URL']!, { dbName: values.db!, retryWrites: false }).asPromise();
const snapshots = new ViewSnapshots(connection, createLogger('snapshot-load', 'warn'));
const manifest = await snapshots.latest();
if (!manifest) throw new Error(`no snapshot in ${values.db}`);
const heap = process.memoryUsage().heapUsed;
const started = performance.now();
const index = new SearchIndex();
const phases = await snapshots.loadInto(manifest, index);
console.info(
  `format ${manifest.format}: ${manifest.profiles} profiles, ${manifest.interviews} interviews in ${((performance.now() - started) / 1000).toFixed(2)} s ` +
    `(${JSON.stringify(phases)}); ${index.counts.searchable} searchable; heap +${((process.memoryUsage().heapUsed - heap) / 2 ** 20).toFixed(0)} MiB`,
);
await connection.close();
