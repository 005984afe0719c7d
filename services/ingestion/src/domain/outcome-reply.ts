import { stageLabel, type PayloadOf, type IngestedEmailProcessedV1 } from '@hiring/contracts';
import type { MailMessage } from '@hiring/service-kit';
import { REPLY_MARKER_HEADER } from './examine-message.js';

type Outcome = PayloadOf<typeof IngestedEmailProcessedV1>;

/** The signature: who answered, and that nobody reads replies. */
const signature = (product: string) => `\n\n-- \n${product} (automatic reply to an email you forwarded; replies to this address are not read)`;

function quoted(subject: string): string {
  const clean = subject.replace(/\s+/g, ' ').trim();
  return clean ? `"${clean}"` : '(no subject)';
}

function list(details: Outcome['details']): string {
  return details.map((d) => `- ${d.title}${d.description ? `: ${d.description}` : ''}`).join('\n');
}

/**
 * The short reply a candidate gets about an email they forwarded: recorded, recorded as private
 * with the reasons, already in the history, or refused with the reason. Ignored mail (not from a
 * candidate) gets none. Marked as an automatic reply (RFC 3834) and with our own header, so an
 * auto-forward that brings it back to the mailbox is ignored instead of answered.
 */
export function outcomeReply(outcome: Outcome, context: { inReplyTo: string | null; product: string }): MailMessage | null {
  const interview = outcome.interview;
  const what = interview ? `${interview.companyName}, ${stageLabel(interview.stage)}${interview.position ? ` (${interview.position})` : ''}` : '';
  let subject: string;
  let text: string;
  switch (outcome.outcome) {
    case 'ignored':
      return null;
    case 'recorded':
      subject = `Interview recorded: ${interview?.companyName ?? 'your forwarded email'}`;
      text = `Hi,\n\nWe recorded the email you forwarded, ${quoted(outcome.subject)}, in your interview history: ${what}.\nIt is verified and counts in your anonymous track record that companies see.`;
      break;
    case 'recorded_private':
      subject = `Interview recorded as private: ${interview?.companyName ?? 'your forwarded email'}`;
      text =
        `Hi,\n\nWe recorded the email you forwarded, ${quoted(outcome.subject)}, in your interview history (${what}) as private, because its verification found issues:\n${list(outcome.details)}\n\n` +
        'Companies do not see private interviews. To keep the employer\'s signature, use "Forward as attachment" in your mail app, or download the original email (.eml) and upload it on the Interview History page.';
      break;
    case 'duplicate':
      subject = `Already in your history: ${interview?.companyName ?? 'your forwarded email'}`;
      text = `Hi,\n\nThe email you forwarded, ${quoted(outcome.subject)}, is already in your interview history (${what}); it is counted once.`;
      break;
    case 'refused':
      subject = `Not recorded: ${outcome.subject.replace(/\s+/g, ' ').trim() || 'your forwarded email'}`;
      text = `Hi,\n\nWe could not record the email you forwarded, ${quoted(outcome.subject)}: ${outcome.reason ?? 'it was refused'}${outcome.details.length > 0 ? `\n${list(outcome.details)}` : ''}\n\nNothing was stored.`;
      break;
  }
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-replied', [REPLY_MARKER_HEADER]: outcome.outcome };
  if (context.inReplyTo) {
    headers['In-Reply-To'] = context.inReplyTo;
    headers['References'] = context.inReplyTo;
  }
  return { to: outcome.forwarderEmail, subject, text: text + signature(context.product), headers };
}
