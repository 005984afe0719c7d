/**
 * Plain text of an RTF document: control words dropped, paragraphs and line breaks kept, hex
 * (`\'hh`, Windows-1252) and Unicode (`\uN`) escapes decoded, and destinations that hold no body
 * text (font and colour tables, styles, pictures, `\*` groups) skipped.
 */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'header',
  'footer',
  'headerl',
  'headerr',
  'footerl',
  'footerr',
  'xmlnstbl',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'object',
  'fldinst',
  'pgdsctbl',
  'filetbl',
  'revtbl',
  'mmathPr',
]);

const CP1252_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function cp1252(code: number): string {
  return CP1252_HIGH[code] ?? String.fromCharCode(code);
}

export function rtfToText(rtf: string): string {
  let out = '';
  // Per group: whether its text is skipped, and how many characters follow a \uN as its fallback.
  const stack: { skip: boolean; uc: number }[] = [];
  let skip = false;
  let uc = 1;
  let pendingFallback = 0;
  let i = 0;
  const emit = (text: string) => {
    if (skip) return;
    out += text;
  };
  while (i < rtf.length) {
    const ch = rtf[i]!;
    if (ch === '{') {
      stack.push({ skip, uc });
      i += 1;
      continue;
    }
    if (ch === '}') {
      const top = stack.pop();
      if (top) ({ skip, uc } = top);
      pendingFallback = 0;
      i += 1;
      continue;
    }
    if (ch === '\\') {
      const next = rtf[i + 1];
      if (next === undefined) break;
      if (next === '\\' || next === '{' || next === '}') {
        if (pendingFallback > 0) pendingFallback -= 1;
        else emit(next);
        i += 2;
        continue;
      }
      if (next === '*') {
        skip = true;
        i += 2;
        continue;
      }
      if (next === "'") {
        const code = parseInt(rtf.slice(i + 2, i + 4), 16);
        if (pendingFallback > 0) pendingFallback -= 1;
        else if (!Number.isNaN(code)) emit(cp1252(code));
        i += 4;
        continue;
      }
      if (next === '~') {
        emit(' ');
        i += 2;
        continue;
      }
      if (next === '-' || next === '_') {
        if (next === '_') emit('-');
        i += 2;
        continue;
      }
      if (next === '\n' || next === '\r') {
        emit('\n');
        i += 2;
        continue;
      }
      const match = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(rtf.slice(i + 1, i + 45));
      if (!match) {
        i += 2;
        continue;
      }
      const [whole, word, param] = match as unknown as [string, string, string | undefined];
      i += 1 + whole.length;
      if (SKIPPED_DESTINATIONS.has(word)) skip = true;
      else if (word === 'par' || word === 'line' || word === 'sect' || word === 'page' || word === 'row') emit('\n');
      else if (word === 'tab' || word === 'cell') emit('\t');
      else if (word === 'emdash') emit('—');
      else if (word === 'endash') emit('–');
      else if (word === 'bullet') emit('•');
      else if (word === 'lquote') emit('‘');
      else if (word === 'rquote') emit('’');
      else if (word === 'ldblquote') emit('“');
      else if (word === 'rdblquote') emit('”');
      else if (word === 'uc' && param !== undefined) uc = Number(param);
      else if (word === 'u' && param !== undefined) {
        let code = Number(param);
        if (code < 0) code += 65536;
        emit(String.fromCharCode(code));
        pendingFallback = uc;
      }
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      i += 1;
      continue;
    }
    if (pendingFallback > 0) {
      pendingFallback -= 1;
      i += 1;
      continue;
    }
    emit(ch);
    i += 1;
  }
  return (
    out
      // From the start of a run of blanks only (lookbehind): linear on long runs without a newline.
      .replace(/(?<![ \t])[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
