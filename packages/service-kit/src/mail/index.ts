import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { RetentionRule } from '../privacy/retention.js';

export * from './templates.js';

/**
 * Outgoing mail for every service. With `SMTP_URL` it goes through that server; without it, a dev
 * outbox writes each message as an .eml file to `MAIL_OUTBOX_DIR` and logs where, so a person
 * running the product locally can open it and finish registration. One-time codes never reach the
 * logs: messages put them in the body only, and logged subjects are redacted besides.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields, e.g. In-Reply-To and Auto-Submitted on an automatic reply. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** PRODUCT_NAME, for the templates: every mail names the product the way the web app does. */
  readonly product: string;
  send(message: MailMessage): Promise<void>;
  /**
   * Erasure: deletes what this mailer still holds for these addresses (the dev outbox's files to
   * them; mail that went through SMTP has left us). How many went.
   */
  forget(addresses: readonly string[]): Promise<number>;
  /** The dev outbox's sweep of old files (none with SMTP): add it to the service's `retention`. */
  readonly retention: RetentionRule[];
  close(): void;
}

export interface MailerConfig {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  PRODUCT_NAME: string;
  MAIL_OUTBOX_DIR?: string;
  MAIL_OUTBOX_RETENTION_HOURS?: number;
}

/** `<repo>/.local/outbox` (this file sits at packages/service-kit/{src,dist}/mail/). */
export const DEFAULT_OUTBOX_DIR = fileURLToPath(new URL('../../../../.local/outbox/', import.meta.url));

/** Six-digit runs (our one-time codes) masked, for whatever reaches a log line. */
export function redactCodes(text: string): string {
  return text.replace(/\d{6,}/g, (digits) => '*'.repeat(digits.length));
}

/** Who our mail comes from: MAIL_FROM, else the product's name at no-reply@localhost. */
export function mailSender(config: Pick<MailerConfig, 'MAIL_FROM' | 'PRODUCT_NAME'>): string {
  return config.MAIL_FROM ?? `${config.PRODUCT_NAME.replace(/["<>\r\n]/g, '')} <no-reply@localhost>`;
}

/** The part of an outbox file's name that says whom it went to, without saying it (erasure finds them by it). */
export function recipientTag(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** The outbox's files (`<time>-<recipient tag>-<random>.eml`); none when the folder is not there. */
async function outboxFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

async function removeFiles(dir: string, names: readonly string[]): Promise<number> {
  // Another service sharing the folder may have removed a file first.
  const removed = await Promise.all(
    names.map((name) =>
      unlink(join(dir, name)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return removed.filter(Boolean).length;
}

export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  const from = mailSender(config);
  const log = logger.child({ component: 'mail' });
  if (config.SMTP_URL) {
    const transporter: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      transport: 'smtp',
      product: config.PRODUCT_NAME,
      async send(message) {
        await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
        log.info({ to: message.to, subject: redactCodes(message.subject) }, 'mail sent');
      },
      forget: async () => 0,
      retention: [],
      close: () => transporter.close(),
    };
  }
  const retentionMs = (config.MAIL_OUTBOX_RETENTION_HOURS ?? 24) * 3600_000;

  const dir = config.MAIL_OUTBOX_DIR ?? DEFAULT_OUTBOX_DIR;
  const transporter: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    product: config.PRODUCT_NAME,
    async send(message) {
      const info = (await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      })) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${recipientTag(message.to)}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message);
      log.info(
        { to: message.to, subject: redactCodes(message.subject), file },
        'mail written to the dev outbox (SMTP_URL is not set); open the file for its contents',
      );
    },
    async forget(addresses) {
      const tags = addresses.map((address) => `-${recipientTag(address)}-`);
      return removeFiles(
        dir,
        (await outboxFiles(dir)).filter((name) => tags.some((tag) => name.includes(tag))),
      );
    },
    retention: [
      {
        name: 'mail outbox files',
        async sweep(_connection, now) {
          const old: string[] = [];
          for (const name of await outboxFiles(dir)) {
            const info = await stat(join(dir, name)).catch(() => null);
            if (info && info.mtimeMs < now.getTime() - retentionMs) old.push(name);
          }
          return removeFiles(dir, old);
        },
      },
    ],
    close: () => transporter.close(),
  };
}
