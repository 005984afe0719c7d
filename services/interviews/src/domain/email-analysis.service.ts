import type { Extractor } from '@hiring/extraction';
import { interviewFactsTask, serializeForExtraction, type InterviewFacts } from './extraction/index.js';
import { parseEml } from './parsing/parse-eml.js';

export interface EmailAnalysisInput {
  subject: string;
  body: string;
  senderEmail: string | null;
}

export interface EmailAnalysis {
  facts: InterviewFacts;
  extractedBy: 'openai' | 'heuristic';
  /** The forward layout found in the body (gmail, outlook, apple-mail), if any. */
  forwarded: string | null;
}

export const ANALYSIS_MAX_BODY_CHARS = 200_000;

function encodedWord(value: string): string {
  // RFC 2047 for anything beyond printable ASCII; mail readers (and our parser) decode it.
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** The pasted subject, body and sender as an RFC 822 message, so it is read exactly as an uploaded email. */
export function composeEmail(input: EmailAnalysisInput, now: Date = new Date()): Buffer {
  const html = /<\/?(?:html|body|div|p|table|br|span)\b/i.test(input.body);
  const headers = [
    ...(input.senderEmail ? [`From: <${input.senderEmail}>`] : []),
    `Subject: ${encodedWord(input.subject.replace(/[\r\n]+/g, ' ').trim())}`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: ${html ? 'text/html' : 'text/plain'}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
  ];
  const body = (
    Buffer.from(input.body, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${body}\r\n`, 'utf8');
}

/**
 * The admin's test analysis: what the interview extractor (the same task and serialisation as the
 * upload pipeline) reads in a subject, body and sender. Nothing is stored and no event is sent.
 */
export async function analyzeEmailText(extractor: Extractor, input: EmailAnalysisInput): Promise<EmailAnalysis> {
  const parsed = await parseEml(composeEmail(input));
  const extraction = await extractor.extract(interviewFactsTask, serializeForExtraction(parsed));
  return { facts: extraction.value, extractedBy: extraction.source, forwarded: parsed.forwarded?.format ?? null };
}
