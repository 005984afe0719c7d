import { escapeRegExp } from './text.js';
/**
 * Personal data never reaches the model: emails, phone numbers, links and the names we know are
 * replaced by placeholders before a text is sent.
 */
// Matches start only where a run of address characters starts (the lookbehinds): a search moving
// along 40,000 such characters without an "@" scans them once, not once per position.
const EMAIL = /(?<![\w%+.-])[\w%+.-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|(?<![a-z0-9.-])(?:[a-z0-9-]+\.)*linkedin\.com\/\S*/gi;
/** Characters read at most: what follows is dropped, never passed on unredacted (models read far less). */
export const MAX_REDACTED_TEXT = 200_000;
// 7+ digits with the usual separators, optionally with a country code; not years or date ranges.
const PHONE = /(?<![\w-])(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\d{2,4}[\s.-])\d{3,4}[\s.-]?\d{3,4}(?![\w-])/g;

export function redactPii(text: string, options: { names?: readonly (string | null | undefined)[] } = {}): string {
  let result = text.slice(0, MAX_REDACTED_TEXT).replace(EMAIL, '[EMAIL]').replace(URL_LIKE, '[LINK]').replace(PHONE, '[PHONE]');
  const names = (options.names ?? []).map((name) => name?.trim()).filter((name): name is string => !!name && name.length > 1);
  for (const name of names.sort((a, b) => b.length - a.length)) {
    result = result.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gi'), '[NAME]');
  }
  return result;
}
