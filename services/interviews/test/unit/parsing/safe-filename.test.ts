import { describe, expect, it } from '@jest/globals';
import { safeFilename } from '../../../src/routes/read-eml-file.route.js';

describe('safeFilename', () => {
  it('keeps only the last path segment of a file name, without control characters', () => {
    expect(safeFilename('../../etc/passwd\u0007\u0000.eml')).toBe('passwd.eml');
    expect(safeFilename('C:\\Users\\ada\\offer.eml')).toBe('offer.eml');
  });
});
