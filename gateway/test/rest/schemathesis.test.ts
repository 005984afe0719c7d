import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack, type Stack, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';

/**
 * The OpenAPI document is the validator (issue 28, docs/decisions/openapi-as-validator.md):
 * schemathesis, pinned and installed by deploy/local/ensure-schemathesis.sh, generates requests
 * from /api/openapi.json against the whole stack with a company's token, and none of its checks
 * may fail: no 5xx, every answer in its documented schema, no schema-valid request refused, and
 * 405 with `Allow` for the methods a path does not declare.
 */
const ENSURE = fileURLToPath(new URL('../../../deploy/local/ensure-schemathesis.sh', import.meta.url));
const REPORT_DIR = fileURLToPath(new URL('../../../artifacts', import.meta.url));
const CONFIG = fileURLToPath(new URL('./schemathesis.toml', import.meta.url));
const CHECKS = ['not_a_server_error', 'response_schema_conformance', 'positive_data_acceptance', 'unsupported_method', 'allow_header_conformance'];
// Bounded so the run stays within a few minutes on two shared cores.
const MAX_EXAMPLES = process.env.HM_SCHEMATHESIS_EXAMPLES ?? '15';

let stack: Stack;
let company: RegisteredUser;
let schemathesis: string;

beforeAll(async () => {
  schemathesis = execFileSync('bash', [ENSURE], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  // A webhook secret: without one Stripe's webhook answers 503 (not configured), a server error.
  stack = await startStack({ env: { billing: { STRIPE_WEBHOOK_SECRET: 'whsec_schemathesis' } } });
  company = await registerCompany(stack);
}, 600_000);

afterAll(async () => {
  await stack?.stop();
});

function run(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // In a temporary folder: schemathesis keeps a .schemathesis cache where it runs.
    execFile(
      schemathesis,
      args,
      { cwd: tmpdir(), maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_TELEMETRY: 'false' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** One schemathesis run against the gateway's REST contract with `token`; `select` narrows the operations. */
function fuzz(token: string, select: string[]) {
  return run([
    '--config-file',
    CONFIG,
    'run',
    `${stack.gateway.url}/api/openapi.json`,
    ...select,
    '--checks',
    CHECKS.join(','),
    '--header',
    `Authorization: Bearer ${token}`,
    '--max-examples',
    MAX_EXAMPLES,
    '--workers',
    '2',
    '--seed',
    '28',
    // The server's own budgets answer slow work (a resume read at most 10 s, then 422); the
    // client's default of 10 s could end first on a loaded machine and report a network error.
    '--request-timeout',
    '30',
    // No .hypothesis folder in the checkout.
    '--generation-database',
    'none',
  ]);
}

describe('schemathesis against /api/openapi.json', () => {
  it('finds no server error, no answer outside its schema, no valid request refused, no undeclared method answered', async () => {
    // Logout ends the token's session on the server: every later request of the run would be a
    // 401. It is fuzzed on its own, with a token of its own, after the rest.
    const main = await fuzz(company.token, ['--exclude-path', '/api/logout']);
    const logout = await fuzz((await registerCompany(stack)).token, ['--include-path', '/api/logout']);
    const output = `${main.output}\n${logout.output}`;
    // The whole report is kept; the summary (operations, cases, failures by check) is printed either way.
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, 'schemathesis.txt'), output);
    const summary = main.output.lastIndexOf('SUMMARY');
    console.info(main.code === 0 && logout.code === 0 ? main.output.slice(Math.max(0, summary - 40)) : output);
    expect([main.code, logout.code]).toEqual([0, 0]);
    // The token stayed valid for the whole run: no operation answered only 401 (403 is a company
    // token on candidate and admin routes, as expected).
    expect(main.output).not.toMatch(/401 Unauthorized \(\d+ operations?\)/);
  }, 600_000);
});
