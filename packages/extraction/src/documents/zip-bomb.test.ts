import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { DocumentTooLargeError, checkZipLimits, documentToText } from './index.js';
import { inflatedBomb, manyEntries } from '../testing/zip.js';

describe('zip bombs as DOCX', () => {
  it('refuses one entry that inflates to 200 MB, reading only the central directory', async () => {
    const bomb = inflatedBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => checkZipLimits(bomb)).toThrow(DocumentTooLargeError);
    await expect(documentToText(bomb, 'docx')).rejects.toBeInstanceOf(DocumentTooLargeError);
  });

  it('refuses 100,000 entries', async () => {
    await expect(documentToText(manyEntries(), 'docx')).rejects.toBeInstanceOf(DocumentTooLargeError);
  });

  it('accepts a real resume', () => {
    expect(() => checkZipLimits(readFileSync(new URL('../../test/fixtures/resume.docx', import.meta.url)))).not.toThrow();
  });
});
