/** Document formats a resume may come in, recognised by content first, then by name. */
export type DocumentFormat = 'pdf' | 'doc' | 'docx' | 'txt' | 'rtf';

const BY_EXTENSION: Record<string, DocumentFormat> = { pdf: 'pdf', doc: 'doc', docx: 'docx', txt: 'txt', rtf: 'rtf' };

const BY_MIME: Record<string, DocumentFormat> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
};

export function formatFromName(filename: string | undefined): DocumentFormat | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename ?? '')?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || null;
}

export function formatFromMime(mimetype: string | undefined): DocumentFormat | null {
  return BY_MIME[(mimetype ?? '').split(';')[0]!.trim().toLowerCase()] ?? null;
}

/** What the bytes themselves say, where the format has a signature. */
export function sniffFormat(bytes: Uint8Array): 'pdf' | 'ole' | 'zip' | 'rtf' | null {
  const head = Buffer.from(bytes.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'ole';
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  if (head.subarray(0, 5).toString('latin1') === '{\\rtf') return 'rtf';
  return null;
}

/**
 * The accepted format of an upload, or null when it is none of PDF, DOC, DOCX, TXT, RTF. The name
 * or MIME type must claim one of them; where the format has a signature the content must agree
 * (a renamed executable is not a PDF), and plain text must not be binary.
 */
export function detectDocumentFormat(bytes: Uint8Array, filename?: string, mimetype?: string): DocumentFormat | null {
  const claimed = formatFromName(filename) ?? formatFromMime(mimetype);
  if (!claimed) return null;
  const sniffed = sniffFormat(bytes);
  switch (claimed) {
    case 'pdf':
      return sniffed === 'pdf' ? 'pdf' : null;
    case 'doc':
      // Word also saves .doc files that are really RTF or DOCX; read them as what they are.
      if (sniffed === 'ole') return 'doc';
      if (sniffed === 'zip') return 'docx';
      return sniffed === 'rtf' ? 'rtf' : null;
    case 'docx':
      return sniffed === 'zip' ? 'docx' : null;
    case 'rtf':
      return sniffed === 'rtf' ? 'rtf' : null;
    case 'txt':
      if (sniffed === 'rtf') return 'rtf';
      return sniffed === null && !looksBinary(bytes) ? 'txt' : null;
  }
}

function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 9 || (byte > 13 && byte < 32)) control += 1;
  }
  return sample.length > 0 && control / sample.length > 0.05;
}
