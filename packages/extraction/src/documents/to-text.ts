import WordExtractor from 'word-extractor';
import type { DocumentFormat } from './formats.js';
import { rtfToText } from './rtf.js';
import { checkZipLimits } from './zip-limits.js';

/** Pages of a PDF read at most: a resume is short, and a huge PDF must not hold a request. */
const MAX_PDF_PAGES = 30;
/** Characters of text kept at most. */
export const MAX_DOCUMENT_TEXT = 200_000;

async function pdfToText(bytes: Uint8Array): Promise<string> {
  // The legacy build is the one meant for Node; loaded on first use (it is large).
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    let text = '';
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      text += '\n';
      page.cleanup();
    }
    return text;
  } finally {
    await document.destroy();
  }
}

function decodeText(bytes: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // Mostly replacement characters means it was not UTF-8: read it as Windows-1252.
  const broken = (utf8.match(/\uFFFD/g) ?? []).length;
  const text = broken > utf8.length / 100 ? new TextDecoder('windows-1252').decode(bytes) : utf8;
  return text.replace(/^\uFEFF/, '');
}

/** The plain text of a document with real parsers: pdfjs-dist, mammoth, word-extractor. */
export async function documentToText(bytes: Uint8Array, format: DocumentFormat): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text: string;
  switch (format) {
    case 'pdf':
      text = await pdfToText(bytes);
      break;
    case 'docx':
      // Entry count and inflated size from the central directory before anything is unpacked.
      checkZipLimits(bytes);
      text = (await (await import('mammoth')).default.extractRawText({ buffer })).value;
      break;
    case 'doc':
      text = (await new WordExtractor().extract(buffer)).getBody();
      break;
    case 'rtf':
      text = rtfToText(decodeText(bytes));
      break;
    case 'txt':
      text = decodeText(bytes);
      break;
  }
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t\u00a0]+/g, ' ')
      // Runs of blanks are single spaces by now; ` *` would rescan a long run from every position.
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, MAX_DOCUMENT_TEXT)
  );
}
