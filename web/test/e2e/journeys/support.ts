/**
 * The real back end for the browser journeys: every service and the gateway in this process on
 * the real broker and database (packages/test-kit/src/stack/start-stack.ts), a local DNS server with a
 * generated DKIM key for the ATS domain, and Chromium on the gateway's own URL (it serves
 * web/dist). Emails are signed here the way an ATS's mail server signs them.
 */
import { uniqueSuffix } from '@hiring/service-kit/testing';
import type { Locator } from 'playwright-core';
import { startDnsServer, generateDkimKey, signMessage, type DkimKey } from '@hiring/test-kit/mail';
import { startStack, type Stack, type RegisteredUser, waitForUploadAddress as waitForAddress } from '@hiring/test-kit/stack';

export const ATS_DOMAIN = 'us.greenhouse-mail.io';
export const SELECTOR = 's1';

export interface JourneyStack {
  stack: Stack;
  dns: Awaited<ReturnType<typeof startDnsServer>>;
  key: DkimKey;
  stop(): Promise<void>;
}

export async function startJourneyStack(): Promise<JourneyStack> {
  const dns = await startDnsServer();
  const key = generateDkimKey();
  dns.setTxt(`${SELECTOR}._domainkey.${ATS_DOMAIN}`, key.record);
  const stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(',') } } });
  return {
    stack,
    dns,
    key,
    async stop() {
      await stack.stop();
      await dns.close();
    },
  };
}

/**
 * Waits until the interviews service has learned the candidate's address (from the registration
 * event). Generous: on a loaded machine a fresh stack's consumers take a while to join.
 */
export async function waitForUploadAddress(stack: Stack, user: RegisteredUser): Promise<void> {
  const started = Date.now();
  await waitForAddress(stack, user, { timeoutMs: 300_000, intervalMs: 250 });
  const seconds = (Date.now() - started) / 1000;
  if (seconds > 20) console.warn(`The interviews service took ${seconds.toFixed(0)} s to learn the candidate's address (UserRegistered consumer).`);
}

export interface EmailOptions {
  to: string;
  fromName: string;
  subject: string;
  body: string;
  date?: string;
}

/** A recruiting email as an ATS sends it (plain text, one recipient). */
export function recruitingEmail(options: EmailOptions): string {
  return [
    `From: ${options.fromName} <no-reply@${ATS_DOMAIN}>`,
    `To: ${options.to}`,
    `Subject: ${options.subject}`,
    `Date: ${options.date ?? 'Tue, 03 Nov 2026 10:00:00 +0000'}`,
    `Message-ID: <${uniqueSuffix()}@${ATS_DOMAIN}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hi,',
    '',
    options.body,
    '',
    'Best regards,',
    `${options.fromName}`,
    '',
  ].join('\r\n');
}

export function sign(message: string, key: DkimKey): Promise<Buffer> {
  return signMessage(message, { domain: ATS_DOMAIN, selector: SELECTOR, key });
}

/** A file for `setInputFiles`. */
export function emlUpload(name: string, content: Buffer | string) {
  return { name, mimeType: 'message/rfc822', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) };
}

/** The session the web app keeps after login (session.ts: access_token and the user in localStorage). */
export function sessionOf(user: RegisteredUser) {
  return { token: user.token, user: user.user as unknown as Record<string, unknown> };
}

/** Visible within 90 s: real answers on a busy machine are slower than the stand-in's. */
export async function shown(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 90_000 });
}

export async function hidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: 90_000 });
}
