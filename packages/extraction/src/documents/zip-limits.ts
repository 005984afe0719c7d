/** Limits of a zip-based document (DOCX) once unpacked; a resume is far below both. */
export const ZIP_LIMITS = { maxEntries: 1_000, maxInflatedBytes: 50 * 1024 * 1024 } as const;

/** A document refused before it is unpacked: too many entries or too many bytes once inflated. */
export class DocumentTooLargeError extends Error {
  override readonly name = 'DocumentTooLargeError';
}

const EOCD = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;

/**
 * Reads only the zip's central directory (no inflating) and refuses an archive whose entry count or
 * declared inflated size passes the limits. Sizes a bomb lies about are caught by the worker's
 * memory cap, which bounds what mammoth can inflate.
 */
export function checkZipLimits(bytes: Uint8Array, limits: { maxEntries: number; maxInflatedBytes: number } = ZIP_LIMITS): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus a comment of at most 65,535.
  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
    if (data.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip archive: no end of central directory');
  const entries = data.readUInt16LE(eocd + 10);
  const directorySize = data.readUInt32LE(eocd + 12);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  // Zip64 markers: a resume never needs them, and they hide the real counts.
  if (entries === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) throw new DocumentTooLargeError('zip64 archive');
  if (entries > limits.maxEntries) throw new DocumentTooLargeError(`${entries} entries`);
  let at = directoryOffset;
  let inflated = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error('corrupt zip central directory');
    const size = data.readUInt32LE(at + 24);
    if (size === 0xffffffff) throw new DocumentTooLargeError('zip64 entry');
    inflated += size;
    if (inflated > limits.maxInflatedBytes) throw new DocumentTooLargeError(`more than ${limits.maxInflatedBytes} bytes once inflated`);
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
}
