// Personal-data export benchmark (docs/decisions/privacy-rights.md, step 3 "Export"): the whole back
// end in one process (test-kit startStack) on the real local Kafka, FerretDB and OpenSearch
// (started if the environment names none). One LARGE candidate: registered through the stack, one
// real DKIM-signed upload and a note on its process, then, inserted straight into the services'
// databases as copies of those real documents, N interviews over P processes (each with a note)
// and R profile revisions. Then K exports one after another, each as a person does it (POST
// /api/me/export with the password for a new link, then GET the link until the whole body has
// arrived), and prints the archive's size and records per section, the time to the link, to the
// first and to the last byte of the archive (p50/p95/max), and the CPU ms per export of this
// process (gateway and all services; FerretDB and Kafka too when HM_STATE_DIR names the running
// infrastructure). Then it asks every service for its section directly (GET
// /internal/personal-data/:userId with the internal secret), one at a time and all at once as the
// gateway does, and splits the interviews section into the database read and the service's own
// work. Prints figures, asserts nothing about time. Run after `npm run build`:
//   npm run bench:export [-- --interviews 2000 --processes 50 --revisions 200 --exports 5 --profile-rounds 3] [--json file]
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PERSONAL_DATA_PATH, PERSONAL_DATA_SERVICES } from '@hiring/contracts';
import { exportRecords } from '@hiring/service-kit';
import { ATS_DOMAIN, generateDkimKey, interviewEmail, signMessage, startDnsServer } from '@hiring/test-kit/mail';
import { registerCandidate, startStack, TEST_INTERNAL_SECRET, uploadEml, waitForUploadAddress, type ServiceName } from '@hiring/test-kit/stack';
import { cpuDelta, cpuSnapshot } from './lib/product-processes.js';
import { useLocalInfraEnv } from './lib/local-infra-env.js';

const { values } = parseArgs({
  options: {
    interviews: { type: 'string', default: '2000' },
    processes: { type: 'string', default: '50' },
    revisions: { type: 'string', default: '200' },
    exports: { type: 'string', default: '5' },
    'profile-rounds': { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});
/** Totals for the account, the real uploaded interview, its process and the registration's revisions included. */
const interviewCount = Math.max(1, Number(values.interviews));
const processCount = Math.max(1, Math.min(Number(values.processes), interviewCount));
const revisionCount = Math.max(1, Number(values.revisions));
const exportCount = Math.max(1, Number(values.exports));
const profileRounds = Math.max(1, Number(values['profile-rounds']));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const progress = (message: string) => process.stderr.write(`[export bench] ${message}\n`);
const SELF = 'node (gateway + services + client)';

useLocalInfraEnv();
const infraPids: { name: string; pid: number }[] = [];
for (const [component, name] of [
  ['mongo', 'ferretdb'],
  ['kafka', 'kafka'],
] as const) {
  const file = join(process.env['HM_STATE_DIR'] ?? '', 'run', `${component}.pid`);
  if (process.env['HM_STATE_DIR'] && existsSync(file)) infraPids.push({ name, pid: Number(readFileSync(file, 'utf8').trim()) });
}

const dns = await startDnsServer();
const key = generateDkimKey();
dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
const stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(',') } } });
let exitCode = 0;
try {
  await run();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stack.stop();
  await dns.close();
}
process.exit(exitCode);

async function run(): Promise<void> {
  // ---- The large candidate ----
  const seedStarted = performance.now();
  const candidate = await registerCandidate(stack);
  const userId = candidate.user.id;
  await waitForUploadAddress(stack, candidate);
  const uploaded = await uploadEml<Json>(
    stack.gateway.url,
    await signMessage(interviewEmail(candidate.email), { domain: ATS_DOMAIN, selector: 's1', key }),
    candidate.token,
  );
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const realInterviewId = uploaded.body['interview'].id as string;
  const realProcessId = uploaded.body['interview'].process_id as string;
  // A note near the 500-character limit, as a candidate who keeps notes writes them.
  const note = (i: number) =>
    `Process ${i}: recruiter call went well, they asked about Kafka and event sourcing; next round is a system design interview with two staff engineers, ` +
    `prepare the outbox pattern and FerretDB trade-offs. Salary band discussed: 150-180k base plus equity. Follow up with the hiring manager by Friday; ` +
    `remember to ask about on-call, the remote policy and the team's release process.`;
  const notes = await stack.rest('PATCH', `/api/candidate/interview-processes/${encodeURIComponent(realProcessId)}/notes`, { notes: note(0) }, candidate.token);
  if (notes.status !== 200) throw new Error(`notes: ${notes.status} ${JSON.stringify(notes.body)}`);
  await stack.settled();

  const interviewsDb = stack.services.interviews.connection;
  const candidateDb = stack.services.candidate.connection;
  const template = await interviewsDb.collection<Json>('interviews').findOne({ _id: realInterviewId } as Json);
  const templateProcess = await interviewsDb.collection<Json>('interview_processes').findOne({ _id: realProcessId } as Json);
  if (!template || !templateProcess) throw new Error('the uploaded interview or its process is not in the interviews database');

  // P processes (the real one first), each with its note; N interviews spread over them, newest last.
  const companies = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Wonka', 'Cyberdyne', 'Soylent'];
  const stages = ['phone screen', 'technical screen', 'onsite', 'final round'];
  const day = 86_400_000;
  const since = Date.now() - 2 * 365 * day;
  const processes: Json[] = [templateProcess];
  for (let p = 1; p < processCount; p += 1) {
    const companyName = `${companies[p % companies.length]} ${p}`;
    processes.push({
      ...templateProcess,
      _id: `${userId}:${companyName.toLowerCase()}`,
      companyName,
      companyDomain: `${companyName.toLowerCase().replace(/\W+/g, '-')}.example`,
      notes: note(p),
      createdAt: new Date(since + p * day),
    });
  }
  const interviews: Json[] = [];
  for (let i = 1; i < interviewCount; i += 1) {
    const owner = processes[i % processCount]!;
    const at = new Date(since + Math.floor((i / interviewCount) * 700 * day));
    const messageId = `<bench-${i}-${randomUUID()}@${ATS_DOMAIN}>`;
    interviews.push({
      ...template,
      _id: randomUUID(),
      processId: owner['_id'],
      companyName: owner['companyName'],
      companyDomain: owner['companyDomain'],
      stage: stages[i % stages.length],
      interviewDate: new Date(at.getTime() + 7 * day),
      notes: owner['notes'],
      source: { ...template['source'], messageId, contentHash: createHash('sha256').update(messageId).digest('hex') },
      // The outbox as the real document holds it (its events, already published): never notified, so never sent again.
      outboxAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (processes.length > 1) await interviewsDb.collection<Json>('interview_processes').insertMany(processes.slice(1), { ordered: false });
  for (let i = 0; i < interviews.length; i += 500)
    await interviewsDb.collection<Json>('interviews').insertMany(interviews.slice(i, i + 500), { ordered: false });

  // R revisions in all: copies of the newest real one with increasing revision numbers.
  const revisionsDb = candidateDb.collection<Json>('candidate_profile_revisions');
  const realRevisions = await revisionsDb.find({ candidateId: userId }).sort({ revision: 1 }).toArray();
  const newest = realRevisions.at(-1);
  if (!newest) throw new Error('the candidate has no profile revision');
  const reasons = ['career', 'account', 'work-experiences'];
  const revisions: Json[] = [];
  for (let r = newest['revision'] + 1; r <= newest['revision'] + revisionCount - realRevisions.length; r += 1) {
    revisions.push({
      ...newest,
      _id: `${userId}:${r}`,
      revision: r,
      reason: reasons[r % reasons.length],
      data: { ...newest['data'], expectedBaseSalary: 150_000 + r * 100, jobTitle: `Backend Engineer ${r}` },
      createdAt: new Date(since + r * 3 * day),
      outboxAt: new Date(since + r * 3 * day),
    });
  }
  for (let i = 0; i < revisions.length; i += 500) await revisionsDb.insertMany(revisions.slice(i, i + 500), { ordered: false });
  const stored = {
    interviews: await interviewsDb.collection('interviews').countDocuments({ candidateId: userId }),
    processes: await interviewsDb.collection('interview_processes').countDocuments({ candidateId: userId }),
    revisions: await revisionsDb.countDocuments({ candidateId: userId }),
  };
  progress(
    `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${stored.interviews} interviews, ${stored.processes} processes, ${stored.revisions} revisions`,
  );

  // ---- K exports, one after another ----
  interface ExportRun {
    linkMs: number;
    headersMs: number;
    firstByteMs: number;
    lastByteMs: number;
    bytes: number;
    cpu: Map<string, number>;
    text: string;
  }
  async function exportOnce(): Promise<ExportRun> {
    const before = cpuSnapshot(infraPids, SELF);
    const t0 = performance.now();
    const link = await stack.rest<Json>('POST', '/api/me/export', { password: candidate.password }, candidate.token);
    if (link.status !== 200) throw new Error(`POST /api/me/export: ${link.status} ${JSON.stringify(link.body)}`);
    const linkMs = performance.now() - t0;
    const response = await fetch(`${stack.gateway.url}${link.body['download_url']}`);
    const headersMs = performance.now() - t0;
    if (response.status !== 200 || !response.body) throw new Error(`GET the link: ${response.status} ${await response.text()}`);
    const chunks: Uint8Array[] = [];
    let firstByteMs = 0;
    for await (const chunk of response.body) {
      if (chunks.length === 0) firstByteMs = performance.now() - t0;
      chunks.push(chunk);
    }
    const lastByteMs = performance.now() - t0;
    const cpu = cpuDelta(before, cpuSnapshot(infraPids, SELF));
    const body = Buffer.concat(chunks);
    return { linkMs, headersMs, firstByteMs, lastByteMs, bytes: body.length, cpu, text: body.toString('utf8') };
  }
  const runs: ExportRun[] = [];
  for (let k = 0; k < exportCount; k += 1) {
    runs.push(await exportOnce());
    progress(`export ${k + 1}/${exportCount}: ${runs.at(-1)!.lastByteMs.toFixed(0)} ms, ${runs.at(-1)!.bytes} bytes`);
  }
  const archive = JSON.parse(runs.at(-1)!.text) as Json;
  const sections = archive['sections'] as { service: string; data: Json }[];

  // ---- Where the time goes: each service's section straight from the service ----
  const sectionUrl = (service: ServiceName) => `${stack.services[service].url}${PERSONAL_DATA_PATH}/${encodeURIComponent(userId)}`;
  async function section(service: ServiceName) {
    const before = cpuSnapshot(infraPids, SELF);
    const t0 = performance.now();
    const response = await fetch(sectionUrl(service), { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${service} section: ${response.status} ${text.slice(0, 200)}`);
    return { ms: performance.now() - t0, bytes: Buffer.byteLength(text), cpu: cpuDelta(before, cpuSnapshot(infraPids, SELF)) };
  }
  const alone = new Map<string, { ms: number[]; cpu: number[]; ferret: number[]; bytes: number }>();
  const together: { ms: number[]; slowest: string[] } = { ms: [], slowest: [] };
  const db = { find: [] as number[], unsorted: [] as number[], noOutbox: [] as number[], exportRecords: [] as number[], findRevisions: [] as number[] };
  for (let round = 0; round < profileRounds; round += 1) {
    for (const service of PERSONAL_DATA_SERVICES as readonly ServiceName[]) {
      const got = await section(service);
      const entry = alone.get(service) ?? { ms: [], cpu: [], ferret: [], bytes: got.bytes };
      entry.ms.push(got.ms);
      entry.cpu.push((got.cpu.get(SELF) ?? 0) * 1000);
      if (got.cpu.has('ferretdb')) entry.ferret.push(got.cpu.get('ferretdb')! * 1000);
      alone.set(service, entry);
    }
    // All six at once, as the gateway asks for them.
    const t0 = performance.now();
    const each = await Promise.all(
      (PERSONAL_DATA_SERVICES as readonly ServiceName[]).map(async (service) => {
        await section(service);
        return { service, at: performance.now() - t0 };
      }),
    );
    together.ms.push(performance.now() - t0);
    together.slowest.push(each.sort((a, b) => b.at - a.at)[0]!.service);
    // The interviews section's two big reads through the service's own connection, and its
    // shaping of the records (exportRecords: every document through JSON and back).
    let t = performance.now();
    const docs = await interviewsDb.collection('interviews').find({ candidateId: userId }).sort({ createdAt: 1 }).toArray();
    db.find.push(performance.now() - t);
    t = performance.now();
    exportRecords(docs);
    db.exportRecords.push(performance.now() - t);
    // The same read without the sort, and without the outbox copies (a projection): what the scan, the sort and the document size cost.
    t = performance.now();
    await interviewsDb.collection('interviews').find({ candidateId: userId }).toArray();
    db.unsorted.push(performance.now() - t);
    t = performance.now();
    await interviewsDb
      .collection('interviews')
      .find({ candidateId: userId }, { projection: { outbox: 0 } })
      .sort({ createdAt: 1 })
      .toArray();
    db.noOutbox.push(performance.now() - t);
    t = performance.now();
    await revisionsDb.find({ candidateId: userId }).sort({ revision: 1 }).toArray();
    db.findRevisions.push(performance.now() - t);
  }

  // ---- Figures ----
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const at = (list: number[], p: number) => {
    const s = sorted(list);
    return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
  };
  const median = (list: number[]) => at(list, 50);
  const ms = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`);
  const trio = (list: number[]) => `p50 ${ms(at(list, 50))}   p95 ${ms(at(list, 95))}   max ${ms(Math.max(...list))}`;
  const bytes = runs.at(-1)!.bytes;
  const mib = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MiB` : `${(n / 1024).toFixed(1)} KiB`);

  console.info(
    `personal-data export of one large candidate: ${stored.interviews} interviews over ${stored.processes} processes (each with a note), ${stored.revisions} profile revisions; ${exportCount} exports one after another`,
  );
  console.info(`  archive     ${bytes} bytes (${mib(bytes)}); sizes of the ${exportCount} exports ${[...new Set(runs.map((r) => r.bytes))].join(', ')}`);
  console.info('  records per section (bytes of the section in the archive)');
  for (const { service, data } of sections) {
    const counts = Object.entries(data).map(([name, value]) => `${name} ${Array.isArray(value) ? value.length : value === null ? 0 : 1}`);
    console.info(`    ${service.padEnd(11)} ${mib(Buffer.byteLength(JSON.stringify(data))).padStart(10)}   ${counts.join(', ')}`);
  }
  console.info(`  link (POST /api/me/export)          ${trio(runs.map((r) => r.linkMs))}`);
  console.info(`  first byte of the archive           ${trio(runs.map((r) => r.firstByteMs))}   (headers ${trio(runs.map((r) => r.headersMs))})`);
  console.info(`  last byte (POST to whole body)      ${trio(runs.map((r) => r.lastByteMs))}`);
  console.info(`  download alone (GET to whole body)  ${trio(runs.map((r) => r.lastByteMs - r.linkMs))}`);
  const names = [...runs[0]!.cpu.keys()];
  console.info(
    `  CPU ms per export (median of ${exportCount}): ${names.map((name) => `${name} ${median(runs.map((r) => (r.cpu.get(name) ?? 0) * 1000)).toFixed(0)}`).join('   ')}`,
  );
  console.info(`  peak RSS of this process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  console.info(
    `  where the time goes: each section straight from its service (median of ${profileRounds}; CPU ms of this process for it, FerretDB's too if known)`,
  );
  for (const [service, entry] of alone) {
    const ferret = entry.ferret.length ? `, FerretDB ${median(entry.ferret).toFixed(0)}` : '';
    console.info(
      `    ${service.padEnd(11)} ${ms(median(entry.ms)).padStart(8)}  (min ${ms(Math.min(...entry.ms))}, max ${ms(Math.max(...entry.ms))})   ${mib(entry.bytes).padStart(10)}   CPU ${median(entry.cpu).toFixed(0)}${ferret}`,
    );
  }
  const slowestAlone = [...alone].sort((a, b) => median(b[1].ms) - median(a[1].ms))[0]!;
  console.info(`    all six at once (as the gateway asks) ${ms(median(together.ms))} (slowest: ${[...new Set(together.slowest)].join(', ')})`);
  console.info(
    `    interviews: database read of ${stored.interviews} documents (find + sort, driver) ${ms(median(db.find))} (no sort ${ms(median(db.unsorted))}; outbox left out by projection ${ms(median(db.noOutbox))}); exportRecords on them ${ms(median(db.exportRecords))}; candidate revisions read ${ms(median(db.findRevisions))}`,
  );
  console.info(
    `    the gateway's own share (download median − all six at once median): ${ms(median(runs.map((r) => r.lastByteMs - r.linkMs)) - median(together.ms))} (link resolve and consume, each section parsed and written again, the send)`,
  );
  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify({
        stored,
        exports: exportCount,
        bytes,
        sections: Object.fromEntries(
          sections.map(({ service, data }) => [
            service,
            Object.fromEntries(Object.entries(data).map(([name, value]) => [name, Array.isArray(value) ? value.length : value === null ? 0 : 1])),
          ]),
        ),
        linkMs: runs.map((r) => r.linkMs),
        firstByteMs: runs.map((r) => r.firstByteMs),
        lastByteMs: runs.map((r) => r.lastByteMs),
        cpuMs: runs.map((r) => Object.fromEntries([...r.cpu].map(([name, s]) => [name, s * 1000]))),
        sectionMs: Object.fromEntries([...alone].map(([service, entry]) => [service, median(entry.ms)])),
        allSectionsMs: median(together.ms),
        slowestSection: slowestAlone[0],
      }),
    );
  }
}
