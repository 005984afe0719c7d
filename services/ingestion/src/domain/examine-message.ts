import { createHash } from 'node:crypto';
import { simpleParser, type HeaderValue, type ParsedMail } from 'mailparser';
import { z } from 'zod';
import type { DnsResolver } from '@hiring/service-kit/dns';
import { authenticateForwarder, type ForwarderAuthMethod } from './forwarder-auth.js';
import { stripForwarderSignatures } from './strip-signatures.js';

/** A forward may attach several originals (Gmail's "Forward as attachment" of a selection). */
export const MAX_ORIGINALS_PER_MESSAGE = 10;

/** Header our replies carry, so a reply that comes back (an auto-forward) is never processed. */
export const REPLY_MARKER_HEADER = 'X-Hiring-Ingestion-Reply';

export type IgnoreReason = 'unreadable' | 'no_sender' | 'automatic' | 'own_reply' | 'sender_not_authenticated' | 'too_large';

export const IGNORE_REASONS: Record<IgnoreReason, string> = {
  unreadable: 'not a readable email message',
  no_sender: 'no sender address',
  automatic: 'an automatic message (auto-reply, bounce or mailing list)',
  own_reply: 'one of our own replies',
  sender_not_authenticated: 'the sender address is not authenticated (no aligned DKIM signature, SPF or DMARC pass)',
  too_large: 'larger than the size limit',
};

export interface ForwardedOriginal {
  kind: 'attached' | 'message';
  raw: Buffer;
}

interface Identity {
  messageId: string | null;
  subject: string;
  /** sha256 of the bytes: the dedupe key of a message without a Message-ID. */
  contentHash: string;
}

export type Examination =
  | (Identity & {
      kind: 'forward';
      forwarderEmail: string;
      authenticatedBy: ForwarderAuthMethod | null;
      originals: ForwardedOriginal[];
    })
  | (Identity & {
      kind: 'ignored';
      forwarderEmail: string | null;
      reason: IgnoreReason;
      detail: string;
    });

export interface ExamineOptions {
  resolver: DnsResolver;
  senderAuth: 'required' | 'off';
  /** Our own sending addresses (MAIL_FROM): mail from them is never processed. */
  ownAddresses: readonly string[];
}

function headerText(value: HeaderValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => headerText(v as HeaderValue)).join(', ');
  if (typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return String(value);
}

/** RFC 3834: never answer automatic mail; plus our own replies and bounces. */
function automaticKind(mail: ParsedMail, from: string, ownAddresses: readonly string[]): 'automatic' | 'own_reply' | null {
  const header = (name: string) => headerText(mail.headers.get(name)).trim().toLowerCase();
  if (mail.headers.has(REPLY_MARKER_HEADER.toLowerCase())) return 'own_reply';
  if (ownAddresses.includes(from)) return 'own_reply';
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return 'automatic';
  if (['bulk', 'junk', 'list', 'auto_reply'].includes(header('precedence'))) return 'automatic';
  // mailparser gathers the List-* fields (RFC 2369/2919) under `list`.
  if (mail.headers.has('list') || mail.headers.has('list-id') || mail.headers.has('list-unsubscribe')) return 'automatic';
  if (header('content-type').startsWith('multipart/report')) return 'automatic';
  if (/^(mailer-daemon|postmaster)@/i.test(from)) return 'automatic';
  return null;
}

/**
 * Reads a mailbox message: who forwarded it (the From of the outer message, authenticated where
 * the message allows it), and which original(s) it carries: every attached message/rfc822 part
 * byte for byte, else the message itself without the forwarder's signatures (an inline forward,
 * which the interviews pipeline unwraps). Anything that must not be processed is `ignored`.
 */
export async function examineMessage(raw: Buffer, options: ExamineOptions): Promise<Examination> {
  const contentHash = createHash('sha256').update(raw).digest('hex');
  let mail: ParsedMail;
  try {
    const head =
      raw
        .subarray(0, 64 * 1024)
        .toString('latin1')
        .split(/\r?\n\r?\n/)[0] ?? '';
    if (!/^(from|subject|message-id|date)\s*:/im.test(head)) throw new Error('no email headers');
    mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true });
  } catch (error) {
    return {
      kind: 'ignored',
      messageId: null,
      subject: '',
      contentHash,
      forwarderEmail: null,
      reason: 'unreadable',
      detail: `${IGNORE_REASONS.unreadable}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const identity: Identity = { messageId: mail.messageId?.trim() || null, subject: mail.subject ?? '', contentHash };
  const from = (mail.from?.value.find((entry) => entry.address)?.address ?? '').trim().toLowerCase();
  if (!from || !z.email().safeParse(from).success)
    return { ...identity, kind: 'ignored', forwarderEmail: null, reason: 'no_sender', detail: IGNORE_REASONS.no_sender };
  const automatic = automaticKind(mail, from, options.ownAddresses);
  if (automatic) return { ...identity, kind: 'ignored', forwarderEmail: from, reason: automatic, detail: IGNORE_REASONS[automatic] };

  const auth =
    options.senderAuth === 'required'
      ? await authenticateForwarder(raw, from, options.resolver)
      : { by: null, dkim: 'unchecked', spf: 'unchecked', dmarc: 'unchecked' };
  if (options.senderAuth === 'required' && !auth.by && [auth.dkim, auth.spf, auth.dmarc].includes('temperror')) {
    // A DNS failure is not a verdict: the poller tries the message again (and gives up after a few polls).
    throw new Error(`the forwarder could not be checked now (DNS temporary error: dkim=${auth.dkim} spf=${auth.spf} dmarc=${auth.dmarc})`);
  }
  if (options.senderAuth === 'required' && !auth.by) {
    return {
      ...identity,
      kind: 'ignored',
      forwarderEmail: from,
      reason: 'sender_not_authenticated',
      detail: `${IGNORE_REASONS.sender_not_authenticated}: dkim=${auth.dkim} spf=${auth.spf} dmarc=${auth.dmarc}`,
    };
  }

  const attached = mail.attachments
    .filter((attachment) => /^message\/rfc822$/i.test(attachment.contentType) && attachment.content.length > 0)
    .slice(0, MAX_ORIGINALS_PER_MESSAGE)
    .map((attachment): ForwardedOriginal => ({ kind: 'attached', raw: attachment.content }));
  const originals = attached.length > 0 ? attached : [{ kind: 'message' as const, raw: stripForwarderSignatures(raw) }];
  return { ...identity, kind: 'forward', forwarderEmail: from, authenticatedBy: auth.by, originals };
}

/** The address part of MAIL_FROM (`Name <address>` or a bare address), lowercased. */
export function addressOf(mailFrom: string): string {
  const open = mailFrom.indexOf('<');
  const close = open === -1 ? -1 : mailFrom.indexOf('>', open + 1);
  return (close > open + 1 ? mailFrom.slice(open + 1, close) : mailFrom).trim().toLowerCase();
}
