/**
 * Personal data never reaches the model: emails, phone numbers, links and the names we know are
 * replaced by placeholders before a text is sent.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b(?:[a-z0-9-]+\.)*linkedin\.com\/\S*/gi;
// 7+ digits with the usual separators, optionally with a country code; not years or date ranges.
const PHONE = /(?<![\w-])(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\d{2,4}[\s.-])\d{3,4}[\s.-]?\d{3,4}(?![\w-])/g;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function redactPii(text: string, options: { names?: readonly (string | null | undefined)[] } = {}): string {
  let result = text.replace(EMAIL, '[EMAIL]').replace(URL_LIKE, '[LINK]').replace(PHONE, '[PHONE]');
  const names = (options.names ?? []).map((name) => name?.trim()).filter((name): name is string => !!name && name.length > 1);
  for (const name of names.sort((a, b) => b.length - a.length)) {
    result = result.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gi'), '[NAME]');
  }
  return result;
}
