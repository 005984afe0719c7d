import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { detectDocumentFormat, documentToText, rtfToText } from './index.js';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));

describe('document formats', () => {
  it('accepts PDF, DOC, DOCX, TXT and RTF when name and content agree', () => {
    expect(detectDocumentFormat(fixture('resume.pdf'), 'cv.pdf')).toBe('pdf');
    expect(detectDocumentFormat(fixture('resume.doc'), 'cv.DOC')).toBe('doc');
    expect(detectDocumentFormat(fixture('resume.docx'), 'cv.docx')).toBe('docx');
    expect(detectDocumentFormat(fixture('resume.txt'), 'cv.txt')).toBe('txt');
    expect(detectDocumentFormat(fixture('resume.rtf'), 'cv.rtf')).toBe('rtf');
    // No extension: the browser's MIME type decides.
    expect(detectDocumentFormat(fixture('resume.pdf'), 'cv', 'application/pdf')).toBe('pdf');
    // Word's .doc that is really RTF or DOCX is read as what it is.
    expect(detectDocumentFormat(fixture('resume.rtf'), 'cv.doc')).toBe('rtf');
    expect(detectDocumentFormat(fixture('resume.docx'), 'cv.doc')).toBe('docx');
  });

  it('refuses other types and content that contradicts the name', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
    expect(detectDocumentFormat(png, 'photo.png', 'image/png')).toBeNull();
    expect(detectDocumentFormat(exe, 'resume.pdf', 'application/pdf')).toBeNull();
    expect(detectDocumentFormat(exe, 'resume.txt', 'text/plain')).toBeNull();
    expect(detectDocumentFormat(fixture('resume.pdf'), 'resume.docx')).toBeNull();
    expect(detectDocumentFormat(fixture('resume.txt'), 'resume', 'application/octet-stream')).toBeNull();
  });
});

describe('documentToText', () => {
  it.each(['pdf', 'doc', 'docx', 'rtf', 'txt'] as const)('reads the text of a real %s file', async (format) => {
    const text = await documentToText(fixture(`resume.${format}`), format);
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Senior Software Engineer, Stripe');
    expect(text).toContain('March 2021 - Present');
    expect(text).toContain('Bachelor of Science in Computer Science, 2017');
    expect(text).not.toMatch(/\n{3,}/);
  });

  it('fails on a corrupt file instead of returning garbage', async () => {
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 0x41)]);
    await expect(documentToText(corrupt, 'pdf')).rejects.toThrow();
  });
});

describe('rtfToText', () => {
  it('keeps paragraphs, decodes escapes and skips tables of fonts, colours and hidden groups', () => {
    const rtf = String.raw`{\rtf1\ansi\deff0{\fonttbl{\f0 Times;}}{\colortbl;\red0\green0\blue0;}{\*\generator Word;}
{\pard Caf\'e9 \b bold\b0\par}
{\pard Line\line two\tab tabbed \u8212? dash \{braces\}\par}}`;
    expect(rtfToText(rtf)).toBe('Café bold\nLine\ntwo\ttabbed — dash {braces}');
  });
});
