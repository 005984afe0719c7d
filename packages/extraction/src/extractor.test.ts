import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { createExtractor, HeuristicExtractor, OpenAiExtractor, type ExtractionTask } from './index.js';
import { redactPii } from './redact.js';
import { startFakeOpenAi, type FakeOpenAi } from './testing/index.js';

const task: ExtractionTask<{ company: string | null; stage: string | null }> = {
  name: 'interview_details',
  instructions: 'Find the company and the interview stage.',
  schema: z.object({ company: z.string().nullable(), stage: z.string().nullable() }),
  heuristic: (text) => ({ company: /at (\w+)/.exec(text)?.[1] ?? null, stage: /onsite/i.test(text) ? 'Onsite' : null }),
  prepareForModel: (text) => redactPii(text, { names: ['Jane Doe'] }),
};
const input = 'Hi Jane Doe, your onsite at Acme is set. Call +1 415 555 0134 or write to recruiter@acme.com.';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.stop();
});

describe('extractor', () => {
  it('is the deterministic heuristic without an API key', async () => {
    const extractor = createExtractor({});
    expect(extractor).toBeInstanceOf(HeuristicExtractor);
    expect(await extractor.extract(task, input)).toEqual({ value: { company: 'Acme', stage: 'Onsite' }, source: 'heuristic' });
  });

  it('asks the model for strict structured output, with personal data redacted', async () => {
    const extractor = createExtractor({ openaiApiKey: 'sk-test', baseURL: fake.baseURL, model: 'test-model' });
    expect(extractor).toBeInstanceOf(OpenAiExtractor);
    fake.respondWith({ json: { company: 'Acme Corp', stage: 'Final Round' } });
    const result = await extractor.extract(task, input);
    expect(result).toEqual({ value: { company: 'Acme Corp', stage: 'Final Round' }, source: 'openai' });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'interview_details', strict: true } });
    expect(sent.body.messages[0]).toEqual({ role: 'system', content: task.instructions });
    const userText = sent.body.messages[1]!.content;
    expect(userText).toBe('Hi [NAME], your onsite at Acme is set. Call [PHONE] or write to [EMAIL].');
  });

  it('falls back to the heuristic when the model fails or answers off-schema, and says so', async () => {
    const warnings: string[] = [];
    const extractor = createExtractor({ openaiApiKey: 'sk-test', baseURL: fake.baseURL, logger: { warn: (_details, message) => warnings.push(message) } });
    fake.respondWith({ status: 500 });
    expect(await extractor.extract(task, input)).toEqual({ value: { company: 'Acme', stage: 'Onsite' }, source: 'heuristic' });
    fake.respondWith({ json: { company: 42 } });
    expect((await extractor.extract(task, input)).source).toBe('heuristic');
    expect(warnings).toEqual(['model extraction failed; using the heuristic', 'model extraction failed; using the heuristic']);
  });
});

describe('redactPii', () => {
  it('replaces emails, phone numbers, links and known names, and keeps dates and years', () => {
    const text =
      'Jane Doe | jane.doe@example.com | (415) 555-0134 | linkedin.com/in/janedoe | https://janedoe.dev\nMarch 2021 - Present, 2017 - 2021, call 020 7946 0958';
    expect(redactPii(text, { names: ['Jane', 'Doe', 'Jane Doe', null] })).toBe(
      '[NAME] | [EMAIL] | [PHONE] | [LINK] | [LINK]\nMarch 2021 - Present, 2017 - 2021, call [PHONE]',
    );
  });
});
