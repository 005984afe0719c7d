// Time each hostile .eml payload takes to read (parse, signatures, extraction, evidence policy),
// in this process, as one reading worker spends it. Prints figures; asserts nothing.
//   npm run bench:hostile-email
import { createExtractor } from '@hiring/extraction';
import { readEmail } from '../../services/interviews/src/workers/read-email.task.js';
import { createDnsResolver } from '@hiring/service-kit/dns';
import { HOSTILE_PAYLOADS } from '@hiring/test-kit/mail';

// No DNS answers here (a closed local port): signature lookups fail fast, as for unsigned mail.
const deps = { resolver: createDnsResolver(['127.0.0.1:9'], 500), extractor: createExtractor(), trustedArcSealers: [] };
const to = 'ada@example.test';
console.info('payload | bytes | read in ms | outcome');
for (const payload of HOSTILE_PAYLOADS) {
  const raw = payload.build(to);
  const started = performance.now();
  let outcome: string;
  try {
    outcome = (await readEmail(deps, { raw: new Uint8Array(raw), verified: [to], sourceType: 'email_upload' })).kind;
  } catch (error) {
    outcome = `threw ${error instanceof Error ? error.message : String(error)}`;
  }
  console.info(`${payload.name} | ${raw.length} | ${(performance.now() - started).toFixed(0)} | ${outcome}`);
}
