import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_ALLOWED_FILE_TYPES,
  FILE_TYPE_NOT_SUPPORTED_KEY,
  acceptAttribute,
  checkUploadFile,
  contentMatchesExtension,
  fileExtension,
  isAllowedExtension,
  matchesFileKind,
  normaliseAllowedTypes,
  sniffFileKind,
} from './fileType';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (ch) => ch.charCodeAt(0)) : [value])));
const utf8 = (text: string) => new TextEncoder().encode(text);

const JPG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const GIF = bytes('GIF89a', 1, 0, 1, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n');
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
const ZIP = bytes('PK', 3, 4, 20, 0, 6, 0);
const MP4 = bytes(0, 0, 0, 0x20, 'ftypisom', 0, 0, 2, 0);
const BMP = bytes('BM', 0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0);
const TIFF = bytes('II', 0x2a, 0, 8, 0, 0, 0);
const EXE = bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0);

describe('fileExtension', () => {
  const extensions: [name: string, extension: string][] = [
    ['Scan.PDF', 'pdf'], ['archive.tar.gz', 'gz'], ['C:\\docs\\id.JPG', 'jpg'],
    ['noextension', ''], ['.hidden', ''], ['trailing.', ''],
  ];

  it.each(extensions)('reads the lower-case extension: %j → %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('allowed types (F2.18)', () => {
  it('defaults to the documented list', () => {
    expect(DEFAULT_ALLOWED_FILE_TYPES).toEqual(['png', 'jpg', 'gif', 'doc', 'docx', 'pdf', 'xls', 'xlsx', 'csv']);
    expect(normaliseAllowedTypes(undefined)).toContain('jpeg');
    expect(normaliseAllowedTypes([])).toContain('csv');
  });

  it('reads the configured list in its usual forms', () => {
    expect(normaliseAllowedTypes('png, .PDF;image/jpeg')).toEqual(['png', 'pdf', 'jpeg', 'jpg']);
    expect(normaliseAllowedTypes(['*.mp4', 'txt'])).toEqual(['mp4', 'txt']);
    expect(acceptAttribute(['png', 'pdf'])).toBe('.png,.pdf');
  });

  it('checks the extension against the list', () => {
    expect(isAllowedExtension('id.png', ['png'])).toBe(true);
    expect(isAllowedExtension('id.PNG', ['png'])).toBe(true);
    expect(isAllowedExtension('id.jpeg', ['jpg'])).toBe(true);
    expect(isAllowedExtension('id.exe', ['png'])).toBe(false);
    expect(isAllowedExtension('id', ['png'])).toBe(false);
  });
});

describe('sniffFileKind', () => {
  it('recognises the magic numbers', () => {
    expect(sniffFileKind(JPG)).toBe('jpg');
    expect(sniffFileKind(PNG)).toBe('png');
    expect(sniffFileKind(GIF)).toBe('gif');
    expect(sniffFileKind(bytes('GIF87a'))).toBe('gif');
    expect(sniffFileKind(WEBP)).toBe('webp');
    expect(sniffFileKind(PDF)).toBe('pdf');
    expect(sniffFileKind(OLE)).toBe('ole');
    expect(sniffFileKind(ZIP)).toBe('zip');
    expect(sniffFileKind(bytes('PK', 5, 6))).toBe('zip');
    expect(sniffFileKind(MP4)).toBe('mp4');
    expect(sniffFileKind(BMP)).toBe('bmp');
    expect(sniffFileKind(TIFF)).toBe('tiff');
    expect(sniffFileKind(bytes('MM', 0, 0x2a))).toBe('tiff');
    expect(sniffFileKind(utf8('name,amount\nAda,10\n'))).toBe('text');
    expect(sniffFileKind(new Uint8Array())).toBeUndefined();
    expect(sniffFileKind(EXE)).toBeUndefined();
  });

  it('takes UTF-8 text with accents and a sequence cut by the sample end', () => {
    const text = utf8('Zoë,مرحبا\n');
    expect(sniffFileKind(text)).toBe('text');
    expect(sniffFileKind(text.slice(0, text.length - 2))).toBe('text');
    expect(sniffFileKind(bytes(0xef, 0xbb, 0xbf, 'a,b'))).toBe('text');
    expect(sniffFileKind(bytes(0xff, 0xfe, 'a', 0, ',', 0))).toBe('text');
  });

  it('refuses binary or invalid UTF-8 as text', () => {
    expect(matchesFileKind(bytes('abc', 0, 'def'), 'text')).toBe(false);
    expect(matchesFileKind(bytes('abc', 0xc3, 0x28), 'text')).toBe(false);
    expect(matchesFileKind(bytes('abc', 0x7f), 'text')).toBe(false);
  });
});

describe('checkUploadFile (F2.18)', () => {
  const allowed = [...DEFAULT_ALLOWED_FILE_TYPES, 'mp4', 'txt', 'webp'];

  it('accepts files whose bytes match their extension', () => {
    expect(checkUploadFile({ name: 'id.jpg', size: 100 }, JPG, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'id.jpeg', size: 100 }, JPG, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'id.png', size: 100 }, PNG, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.gif', size: 100 }, GIF, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.webp', size: 100 }, WEBP, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.pdf', size: 100 }, PDF, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.doc', size: 100 }, OLE, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.xls', size: 100 }, OLE, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.docx', size: 100 }, ZIP, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.xlsx', size: 100 }, ZIP, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.mp4', size: 100 }, MP4, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.txt', size: 100 }, utf8('hello'), allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.csv', size: 100 }, utf8('a,b\n1,2'), allowed)).toBeUndefined();
  });

  it('accepts Office files in either container', () => {
    expect(checkUploadFile({ name: 'a.doc', size: 100 }, ZIP, allowed)).toBeUndefined();
    expect(checkUploadFile({ name: 'a.xlsx', size: 100 }, OLE, allowed)).toBeUndefined();
  });

  it('accepts a CSV that happens to start like another format', () => {
    expect(checkUploadFile({ name: 'bmi.csv', size: 100 }, utf8('BMI,weight\n22,70'), allowed)).toBeUndefined();
  });

  it('refuses a type not in the list with gaia_tip_file_type_not_supported', () => {
    expect(FILE_TYPE_NOT_SUPPORTED_KEY).toBe('gaia_tip_file_type_not_supported');
    expect(checkUploadFile({ name: 'setup.exe', size: 100 }, EXE, allowed)).toBe('gaia_tip_file_type_not_supported');
    expect(checkUploadFile({ name: 'a.mp4', size: 100 }, MP4, ['png'])).toBe('gaia_tip_file_type_not_supported');
  });

  it('refuses a file whose bytes do not match its extension', () => {
    expect(checkUploadFile({ name: 'photo.jpg', size: 100 }, EXE, allowed)).toBe(FILE_TYPE_NOT_SUPPORTED_KEY);
    expect(checkUploadFile({ name: 'photo.jpg', size: 100 }, PNG, allowed)).toBe(FILE_TYPE_NOT_SUPPORTED_KEY);
    expect(checkUploadFile({ name: 'page.pdf', size: 100 }, utf8('<html></html>'), allowed)).toBe(FILE_TYPE_NOT_SUPPORTED_KEY);
    expect(checkUploadFile({ name: 'data.csv', size: 100 }, ZIP, allowed)).toBe(FILE_TYPE_NOT_SUPPORTED_KEY);
    expect(checkUploadFile({ name: 'a.docx', size: 100 }, PDF, allowed)).toBe(FILE_TYPE_NOT_SUPPORTED_KEY);
  });

  it('refuses an empty file', () => {
    expect(checkUploadFile({ name: 'a.png', size: 0 }, new Uint8Array(), allowed)).toBe('gaia_upload_file_empty');
  });

  it('checks only the extension for types without a known signature, and SVG by its tag', () => {
    expect(contentMatchesExtension('a.heic', bytes(1, 2, 3))).toBe(true);
    expect(contentMatchesExtension('a.svg', utf8('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(true);
    expect(contentMatchesExtension('a.svg', utf8('<html></html>'))).toBe(false);
    expect(contentMatchesExtension('a.bmp', BMP)).toBe(true);
    expect(contentMatchesExtension('a.tiff', TIFF)).toBe(true);
  });

  it('property: random bytes never pass as a PNG or PDF unless they start with the signature', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (head) => {
        const png = head[0] === 0x89 && head[1] === 0x50;
        const pdf = head[0] === 0x25 && head[1] === 0x50;
        if (!png) expect(checkUploadFile({ name: 'x.png', size: head.length }, head, allowed)).toBe(FILE_TYPE_NOT_SUPPORTED_KEY);
        if (!pdf) expect(checkUploadFile({ name: 'x.pdf', size: head.length }, head, allowed)).toBe(FILE_TYPE_NOT_SUPPORTED_KEY);
      }),
    );
  });

  it('property: any UTF-8 text without control characters passes as csv', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 }), (text) => {
        const allowedControls = [0x09, 0x0a, 0x0c, 0x0d];
        const clean = Array.from(text, (ch) => {
          const code = ch.codePointAt(0)!;
          return (code < 0x20 && !allowedControls.includes(code)) || code === 0x7f ? 'x' : ch;
        }).join('');
        expect(checkUploadFile({ name: 'x.csv', size: 1 }, utf8(clean), allowed)).toBeUndefined();
      }),
    );
  });
});
