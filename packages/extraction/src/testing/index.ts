import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: Record<string, unknown> } };
  };
}

export interface FakeOpenAi {
  /** Give it to the extractor as `baseURL`. */
  baseURL: string;
  requests: FakeOpenAiRequest[];
  /** What the next chat completions answer: a JSON value (sent as the message content) or an HTTP status. */
  respondWith(next: { json: unknown } | { status: number }): void;
  stop(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * An OpenAI-compatible chat completions endpoint on a loopback port, for tests of the model path
 * of the extractor: it records what was sent (to check redaction and the structured-output
 * schema) and answers with the configured JSON.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let next: { json: unknown } | { status: number } = { status: 500 };
  const server = createServer((request, response) => {
    void (async () => {
      const body = (await readJson(request)) as FakeOpenAiRequest['body'];
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      if ('status' in next) {
        response.writeHead(next.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: JSON.stringify(next.json), refusal: null } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(value) {
      next = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export * from './zip.js';
