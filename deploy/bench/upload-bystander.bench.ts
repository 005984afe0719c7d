// A bystander's wait behind hostile uploads (issue 29). The back end in one process on the real
// local Kafka and FerretDB (started if needed), a local DNS server with a DKIM key. One candidate
// (the attacker) uploads the hostile payloads of packages/test-kit/src/mail/hostile-emails.ts
// from several connections at once, again and again; another candidate (the bystander) meanwhile
// reads their interview history (GraphQL, the interviews service) and uploads an ordinary signed
// email every second. Prints the bystander's latency idle and under attack (p50/p95/max), what the
// attacker's uploads were answered, and the process's CPU seconds. Asserts nothing. Run after
// `npm run build`:
//   npm run bench:upload-bystander [-- --seconds 20 --attackers 4 --env READ_EMAIL_PER_CANDIDATE=any]
import { parseArgs } from 'node:util';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { registerCandidate, startStack, uploadEml, waitForUploadAddress, type RegisteredUser } from '@hiring/test-kit/stack';
import { generateDkimKey, HOSTILE_PAYLOADS, signMessage, startDnsServer } from '@hiring/test-kit/mail';
import { useLocalInfraEnv } from './lib/local-infra-env.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    attackers: { type: 'string', default: '4' },
    // Extra environment of the interviews service, NAME=value (repeatable), e.g. READ_EMAIL_PER_CANDIDATE=any.
    env: { type: 'string', multiple: true, default: [] },
  },
});
const phaseMs = Number(values.seconds) * 1000;
const attackers = Number(values.attackers);
const extraEnv = Object.fromEntries(values.env.map((pair) => pair.split(/=(.*)/s, 2) as [string, string]));

useLocalInfraEnv();

const domain = 'us.greenhouse-mail.io';
const dns = await startDnsServer();
const key = generateDkimKey();
dns.setTxt(`s1._domainkey.${domain}`, key.record);
const stack = await startStack({
  env: { interviews: { DNS_SERVERS: dns.servers.join(','), UPLOADS_PER_10_MINUTES: '100000', ...extraEnv } },
});
const [attacker, bystander] = await Promise.all([registerCandidate(stack), registerCandidate(stack)]);
for (const user of [attacker, bystander]) await waitForUploadAddress(stack, user);

const ordinary = (user: RegisteredUser) =>
  signMessage(
    [
      `From: Acme Recruiting <no-reply@${domain}>`,
      `To: ${user.email}`,
      'Subject: Your onsite interview with Acme',
      'Date: Tue, 03 Nov 2026 10:00:00 +0000',
      `Message-ID: <bystander-${uniqueSuffix()}@${domain}>`,
      '',
      'Hi, we would like to invite you to an onsite interview for the Senior Software Engineer role at Acme on November 12, 2026.',
      '',
    ].join('\r\n'),
    { domain, selector: 's1', key },
  );
const upload = (file: Buffer, user: RegisteredUser) => uploadEml(stack.gateway.url, file, user.token, { filename: 'interview.eml' });
// The payloads a candidate could send through the upload page (the 9 MB one is refused by size before reading).
const payloads = HOSTILE_PAYLOADS.map((payload) => payload.build(attacker.email)).filter((raw) => raw.length <= 10 * 1024 * 1024);

// Warm both reading workers and the JIT.
await Promise.all([upload(await ordinary(attacker), attacker), upload(await ordinary(bystander), bystander)]);

interface Phase {
  reads: number[];
  uploads: number[];
  uploadStatuses: Map<number, number>;
}

async function bystanderLoop(until: number): Promise<Phase> {
  const phase: Phase = { reads: [], uploads: [], uploadStatuses: new Map() };
  const reads = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await stack.graphql('{ interviewHistory { totalInterviews } }', {}, bystander.token);
      phase.reads.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const uploads = async () => {
    while (performance.now() < until) {
      const file = await ordinary(bystander);
      const t0 = performance.now();
      const { status } = await upload(file, bystander);
      phase.uploads.push(performance.now() - t0);
      phase.uploadStatuses.set(status, (phase.uploadStatuses.get(status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  await Promise.all([reads(), reads(), uploads()]);
  return phase;
}

async function attackLoop(until: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: attackers }, async () => {
      while (performance.now() < until) {
        const raw = payloads[next++ % payloads.length]!;
        const { status } = await upload(raw, attacker).catch(() => ({ status: 0 }));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const row = (name: string, phase: Phase, cpu: number) =>
  [
    name.padEnd(14),
    String(phase.reads.length).padStart(6),
    ...[0.5, 0.95, 1].map((q) => quantile(phase.reads, q).toFixed(0).padStart(8)),
    String(phase.uploads.length).padStart(8),
    ...[0.5, 0.95, 1].map((q) => quantile(phase.uploads, q).toFixed(0).padStart(8)),
    `  ${[...phase.uploadStatuses].map(([s, n]) => `${s}×${n}`).join(' ')}`.padEnd(12),
    cpu.toFixed(1).padStart(8),
  ].join(' ');

const idleCpu = cpuSeconds();
const idle = await bystanderLoop(performance.now() + phaseMs);
const attackCpu = cpuSeconds();
const until = performance.now() + phaseMs;
const [during, attack] = await Promise.all([bystanderLoop(until), attackLoop(until)]);
const endCpu = cpuSeconds();

console.info(
  `\ninterviews service: ${JSON.stringify({ READ_EMAIL_THREADS: '2 (default)', ...extraEnv })}; ${attackers} attacker connections, ${values.seconds} s per phase`,
);
console.info('phase           reads   p50 ms   p95 ms   max ms  uploads   p50 ms   p95 ms   max ms  statuses     CPU s');
console.info(row('idle', idle, attackCpu - idleCpu));
console.info(row('under attack', during, endCpu - attackCpu));
console.info(`attacker uploads answered: ${[...attack].map(([s, n]) => `${s}×${n}`).join(', ')} (${[...attack.values()].reduce((a, b) => a + b, 0)} in all)`);
console.info('CPU s: this whole process (the back end in-process, its reading threads included), per phase.');

await stack.stop();
await dns.close();
