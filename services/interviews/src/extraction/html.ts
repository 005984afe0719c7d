/**
 * HTML mail as text for the extraction rules: block elements and table rows on their own lines,
 * table cells separated by a tab (so "Date | Thursday, November 12" stays "Date\tThursday,
 * November 12" instead of "DateThursday"), entities decoded, hidden parts dropped.
 */
const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ndash: '–', mdash: '—', middot: '·', bull: '•', hellip: '…',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™', euro: '€', pound: '£',
  eacute: 'é', egrave: 'è', agrave: 'à', ccedil: 'ç', uuml: 'ü', ouml: 'ö', auml: 'ä', szlig: 'ß', ntilde: 'ñ', iacute: 'í', oacute: 'ó',
  aacute: 'á', uacute: 'ú', zwnj: '', zwj: '', shy: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/\s+/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+display\s*:\s*none[^>]*>[\s\S]*?<\/(?:div|span|p|td)>/gi, ' ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(?:td|th)>/gi, '\t')
      .replace(/<(?:tr|li)\b[^>]*>/gi, '')
      .replace(/<\/?(?:p|div|tr|li|ul|ol|h[1-6]|table|tbody|thead|blockquote|section|article|header|footer)\b[^>]*>/gi, '\n')
      .replace(/<a\b[^>]*href="(https?:[^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => (label.replace(/<[^>]+>/g, '').trim() ? `${label} <${href}>` : href))
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \u00a0]*\t[ \u00a0\t]*/g, '\t')
    .replace(/[ \u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.replace(/^[\t ]+|[\t ]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
