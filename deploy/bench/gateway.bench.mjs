#!/usr/bin/env node
// Gateway benchmark against a running product (deploy/local/up.sh): prints latency percentiles and
// throughput for the REST health facade and a federated, authenticated GraphQL query.
//   node deploy/bench/gateway.bench.mjs [--url http://localhost:4000] [--duration 10] [--connections 20]
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:4000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const secret = process.env.JWT_SECRET ?? readFileSync(join(process.env.HM_STATE_DIR ?? join(root, '.local'), 'jwt-secret'), 'utf8').trim();
const token = jwt.sign({ user_type: 'candidate', is_admin: false, email: 'bench@example.test', scope: 'access' }, secret, {
  subject: 'bench-user',
  issuer: 'hiring-marketplace',
  expiresIn: 600,
});

const scenarios = [
  { name: 'GET /api/health (gateway + 6 subgraph health checks)', method: 'GET', path: '/api/health' },
  {
    name: 'POST /graphql { me { id email candidateProfile { id } } } (authenticated: token check, query plan, auth subgraph and its database)',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id email candidateProfile { id } } }' }),
  },
];

console.log(`target ${values.url}, ${values.connections} connections, ${values.duration}s per scenario\n`);
for (const scenario of scenarios) {
  const result = await autocannon({
    url: values.url + scenario.path,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  const l = result.latency;
  console.log(scenario.name);
  console.log(`  requests/s  avg ${result.requests.average.toFixed(0)}   total ${result.requests.total}   non-2xx ${result.non2xx}   errors ${result.errors}`);
  console.log(`  latency ms  p50 ${l.p50}   p90 ${l.p90}   p99 ${l.p99}   max ${l.max}\n`);
}
