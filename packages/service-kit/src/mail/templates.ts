import type { MailMessage } from './index.js';

/**
 * The pieces every service's mail templates share, so a code mail reads the same whichever service
 * sends it. Plain text first; the HTML part says the same.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The HTML part: one paragraph per entry, already escaped by the caller. */
export function mailHtml(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

/** Links point at the web app's hash routes. */
export function appLink(publicUrl: string, route: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${publicUrl.replace(/\/$/, '')}/#${route}${search ? `?${search}` : ''}`;
}

/** The closing line of a code mail for an address someone added to an account (candidate and company addresses). */
export const ADDED_ADDRESS_IGNORE = 'If you did not add this address, you can ignore this email.';

export interface CodeMailInput {
  to: string;
  subject: string;
  firstName: string;
  code: string;
  /** What to do with the code and when it expires (plain text; escaped for the HTML part). */
  instructions: string;
  /** The line for someone who did not ask for the code. */
  ignore: string;
}

/** A one-time verification code mail: greeting, the code, what to do with it, and who may ignore it. */
export function codeMail(product: string, input: CodeMailInput): MailMessage {
  return {
    to: input.to,
    subject: input.subject,
    text: `Hi ${input.firstName},\n\nYour verification code is ${input.code}\n\n${input.instructions}\n\n${input.ignore}\n\n${product}`,
    html: mailHtml([
      `Hi ${escapeHtml(input.firstName)},`,
      `Your verification code is <strong style="font-size:1.4em;letter-spacing:0.2em">${input.code}</strong>`,
      escapeHtml(input.instructions),
      escapeHtml(input.ignore),
    ]),
  };
}
