import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { inflatedBomb, manyEntries } from '@hiring/extraction/testing';
import { startStack, type Stack } from '@hiring/test-kit/stack';

const fixture = (name: string) => readFileSync(new URL(`../../../packages/extraction/test/fixtures/${name}`, import.meta.url));
const error = (status: number, message: string) => ({ status, body: { success: false, error: message, message } });
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let stack: Stack;
beforeAll(async () => {
  // A limit high enough for every upload of this file from one address.
  stack = await startStack({ env: { candidate: { RESUME_ANALYSES_PER_IP_PER_HOUR: '1000' } } });
});
afterAll(async () => {
  await stack?.stop();
});

async function analyze(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('resume', new Blob([bytes], { type }), name);
  const response = await fetch(`${stack.gateway.url}/api/analyze-resume-for-registration`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const janeDoe = () => analyze(fixture('resume.pdf'), 'Jane Doe CV.pdf', 'application/pdf');

function expectJaneDoe(result: { status: number; body: Record<string, unknown> }) {
  expect(result.status).toBe(200);
  expect(result.body).toMatchObject({ success: true, analysis: { contact: { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com' } } });
}

describe('hostile resumes through the running product', () => {
  it('refuses zip-bomb DOCX files with a clear 413 while another user is answered normally', async () => {
    const [bomb, entries, normal] = await Promise.all([analyze(inflatedBomb(), 'cv.docx', DOCX), analyze(manyEntries(), 'cv.docx', DOCX), janeDoe()]);
    expect(bomb).toEqual(error(413, 'File is too large to analyze once unpacked'));
    expect(entries).toEqual(error(413, 'File is too large to analyze once unpacked'));
    expectJaneDoe(normal);
  });

  it('answers pathological text (the quadratic e-mail and separator cases) and another user meanwhile', async () => {
    const hostile = Buffer.from(`${'a.'.repeat(2_000_000)}\nExperience${'-'.repeat(1_000_000)}x\n`);
    const [attack, normal] = await Promise.all([analyze(hostile, 'cv.txt', 'text/plain'), janeDoe()]);
    expect(attack.status).toBe(200);
    expect(attack.body).toMatchObject({ success: true, analysis: { contact: { email: null } } });
    expectJaneDoe(normal);
  });
});
