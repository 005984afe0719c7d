import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Header fields by lowercased name (the first of each), e.g. `auto-submitted`, `in-reply-to`. */
  headers: Record<string, string>;
  receivedAt: Date;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`: give it to a service as SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first received message (past or future) that matches. */
  waitForMail(match: (mail: ReceivedMail) => boolean, options?: { timeoutMs?: number; what?: string }): Promise<ReceivedMail>;
  /** The newest 6-digit code mailed to `to` after `since` (subject filter optional). */
  waitForCode(to: string, options?: { subject?: RegExp; since?: Date; timeoutMs?: number }): Promise<string>;
  stop(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => (address.address ?? '').toLowerCase()));
}

/**
 * A real SMTP server (the `smtp-server` package) on a free loopback port that parses and keeps
 * every message it receives, so tests read verification codes from the mail a user would get.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers: Object.fromEntries([...parsed.headerLines].reverse().map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).trim()])),
            receivedAt: new Date(),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const waitForMail: TestSmtpServer['waitForMail'] = (match, options = {}) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(
            `Timed out waiting for ${options.what ?? 'a mail'}; received: ${messages.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'none'}`,
          ),
        );
      }, options.timeoutMs ?? 10_000);
      if (!check()) waiters.add(check);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    async waitForCode(to, options = {}) {
      const since = options.since ?? new Date(0);
      const wanted = to.toLowerCase();
      const matches = (m: ReceivedMail) =>
        m.to.includes(wanted) && m.receivedAt >= since && (!options.subject || options.subject.test(m.subject)) && /\b\d{6}\b/.test(m.text);
      await waitForMail(matches, { timeoutMs: options.timeoutMs, what: `a code mailed to ${to}` });
      const newest = messages.filter(matches).at(-1)!;
      return /\b(\d{6})\b/.exec(newest.text)![1]!;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
