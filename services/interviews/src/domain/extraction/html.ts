import { convert, type FormatCallback, type HtmlToTextOptions } from 'html-to-text';

/**
 * HTML mail as text for the extraction rules, through htmlparser2 (html-to-text): linear in the
 * input whatever it holds, unlike hand-written tag regexes (60,000 "<" took seconds with those).
 * Block elements and table rows on their own lines, table cells separated by a tab (so
 * "Date | Thursday, November 12" stays "Date\tThursday, November 12" instead of "DateThursday"),
 * links as "label <href>", entities decoded, hidden parts, images and head dropped.
 */

/** Beyond this much HTML the rest is not read: no real interview email is near it. */
export const MAX_HTML_CHARS = 1_000_000;

const cell: FormatCallback = (elem, walk, builder) => {
  walk(elem.children, builder);
  builder.addLiteral('\t');
};

const row: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  limits: { maxInputLength: MAX_HTML_CHARS, maxDepth: 200, maxChildNodes: 20_000, ellipsis: '' },
  formatters: { cell, row },
  selectors: [
    { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true, ignoreHref: false } },
    { selector: 'img', format: 'skip' },
    { selector: 'head', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'title', format: 'skip' },
    { selector: '[style*="display:none"]', format: 'skip' },
    { selector: '[style*="display: none"]', format: 'skip' },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'row' },
    { selector: 'td', format: 'cell' },
    { selector: 'th', format: 'cell' },
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'h3', options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'h4', options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'ul', options: { itemPrefix: '' } },
    { selector: 'hr', format: 'blockString', options: { string: '' } },
  ],
};

/** One space between words, one tab between cells, nothing around: by splitting, so linear. */
function tidyLine(line: string): string {
  return line
    .split('\t')
    .map((cell) => cell.replaceAll('\u00a0', ' ').split(' ').filter(Boolean).join(' '))
    .filter(Boolean)
    .join('\t');
}

export function htmlToText(html: string): string {
  return convert(html.slice(0, MAX_HTML_CHARS), OPTIONS)
    .split('\n')
    .map(tidyLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
