// Upload pipeline benchmark: the whole back end in one process on the real local Kafka and
// FerretDB (started if needed), a local DNS server with a generated DKIM key, the heuristic
// extractor. Prints emails processed per second and the p50/p95 latency of one upload through
// the gateway. Run after `npm run build`:
//   npx tsx deploy/bench/upload.bench.ts [--emails 60] [--concurrency 4]
import { parseArgs } from 'node:util';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { startStack, registerCandidate } from '@hiring/test-kit/stack';
import { startDnsServer, generateDkimKey, signMessage } from '@hiring/test-kit/mail';
import { useLocalInfraEnv } from './lib/local-infra-env.js';

const { values } = parseArgs({ options: { emails: { type: 'string', default: '60' }, concurrency: { type: 'string', default: '4' } } });
const total = Number(values.emails);
const concurrency = Number(values.concurrency);

useLocalInfraEnv();

const domain = 'us.greenhouse-mail.io';
const dns = await startDnsServer();
const key = generateDkimKey();
dns.setTxt(`s1._domainkey.${domain}`, key.record);
const stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(','), UPLOADS_PER_10_MINUTES: String(total * 2) } } });
const candidate = await registerCandidate(stack);
await new Promise((resolve) => setTimeout(resolve, 1500)); // let the interviews service learn the address

const companies = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Wonka'];
const stages = ['phone screen', 'technical screen', 'onsite interview', 'final round interview'];
const emails = await Promise.all(
  Array.from({ length: total }, (_, i) =>
    signMessage(
      [
        `From: ${companies[i % companies.length]} Recruiting <no-reply@${domain}>`,
        `To: ${candidate.email}`,
        `Subject: Your ${stages[i % stages.length]} with ${companies[i % companies.length]}`,
        'Date: Tue, 03 Nov 2026 10:00:00 +0000',
        `Message-ID: <bench-${i}-${uniqueSuffix()}@${domain}>`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        `Hi, we would like to invite you to a ${stages[i % stages.length]} for the Senior Software Engineer role at ${companies[i % companies.length]} on November ${(i % 28) + 1}, 2026.`,
        '',
      ].join('\r\n'),
      { domain, selector: 's1', key },
    ),
  ),
);

const latencies: number[] = [];
let failures = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < emails.length) {
      const email = emails[next++]!;
      const form = new FormData();
      form.append('email_file', new Blob([new Uint8Array(email)]), 'bench.eml');
      const t0 = performance.now();
      const response = await fetch(`${stack.gateway.url}/api/candidate/upload-interview-email`, {
        method: 'POST',
        headers: { authorization: `Bearer ${candidate.token}` },
        body: form,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) failures += 1;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
console.info(`upload pipeline: ${total} DKIM-signed emails, concurrency ${concurrency}, heuristic extractor`);
console.info(`  throughput  ${(total / seconds).toFixed(1)} emails/s   (${seconds.toFixed(1)} s, ${failures} failed)`);
console.info(`  latency ms  p50 ${pct(50)}   p95 ${pct(95)}   max ${latencies[latencies.length - 1]!.toFixed(0)}`);
await stack.stop();
await dns.close();
process.exit(0);
