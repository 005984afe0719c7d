import { ACCOUNT_LIMITS } from '@hiring/contracts';
import type { MailMessage } from '@hiring/service-kit';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function html(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

/** The code that proves a company reads a work address (its domain then identifies the company). */
export function workAddressCodeMail(product: string, to: string, firstName: string, code: string): MailMessage {
  const minutes = ACCOUNT_LIMITS.codeTtlMinutes;
  const why = `Enter it on your Company Profile to verify this work address: its domain then identifies your company on ${product}. The code expires in ${minutes} minutes.`;
  return {
    to,
    subject: `Your ${product} work address code`,
    text: `Hi ${firstName},\n\nYour verification code is ${code}\n\n${why}\n\nIf you did not add this address, you can ignore this email.\n\n${product}`,
    html: html([
      `Hi ${escapeHtml(firstName)},`,
      `Your verification code is <strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong>`,
      escapeHtml(why),
      'If you did not add this address, you can ignore this email.',
    ]),
  };
}
