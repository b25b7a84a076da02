/**
 * Upload file-type checks (F2.18; spec 02 §5 "Upload: allowed types from a configured list",
 * spec 03 §3 "Allowed file types: png, jpg, gif, doc, docx, pdf, xls, xlsx, csv"; spec 02 §8
 * "Unsupported file: gaia_tip_file_type_not_supported").
 *
 * A file passes when its extension is in the configured list AND its first bytes are what that
 * extension promises, so a renamed executable or an HTML page called "photo.jpg" is refused before
 * it is sent. The server remains the authority; this spares the person a failed upload.
 */

/** The allowed types when the configuration gives none (spec 03 §3). */
export const DEFAULT_ALLOWED_FILE_TYPES: readonly string[] = ['png', 'jpg', 'gif', 'doc', 'docx', 'pdf', 'xls', 'xlsx', 'csv'];

/** Message key of a refused file (spec 02 §8). */
export const FILE_TYPE_NOT_SUPPORTED_KEY = 'gaia_tip_file_type_not_supported';

/** Message key of an empty file (ours: an empty file is refused, and "type not supported" would mislead). */
export const FILE_EMPTY_KEY = 'gaia_upload_file_empty';

/** Bytes to read from the start of a file for the check. */
export const FILE_SNIFF_BYTES = 512;

/** Content families recognised by their first bytes. */
export type SniffedKind = 'jpg' | 'png' | 'gif' | 'webp' | 'bmp' | 'tiff' | 'pdf' | 'ole' | 'zip' | 'mp4' | 'text';

/** Lower-case extension of a file name without the dot ("Scan.PDF" → "pdf"); "" when none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The configured list as lower-case extensions without dots. Accepts a list or a comma/space
 * separated string, with or without dots or MIME-style prefixes ("image/png" → "png"); jpeg and
 * jpg stand for each other. An empty configuration means the default list.
 */
export function normaliseAllowedTypes(config: readonly string[] | string | null | undefined): string[] {
  const entries = typeof config === 'string' ? config.split(/[\s,;|]+/) : [...(config ?? [])];
  const types = new Set<string>();
  for (const entry of entries) {
    const type = entry.trim().toLowerCase().replace(/^.*\//, '').replace(/^\*?\./, '');
    if (!type) continue;
    types.add(type);
    if (type === 'jpg') types.add('jpeg');
    if (type === 'jpeg') types.add('jpg');
  }
  return types.size > 0 ? [...types] : normaliseAllowedTypes(DEFAULT_ALLOWED_FILE_TYPES);
}

/** The `accept` attribute of a file input for the allowed types (".png,.jpg,…"). */
export function acceptAttribute(allowed: readonly string[] | string | null | undefined): string {
  return normaliseAllowedTypes(allowed)
    .map((type) => `.${type}`)
    .join(',');
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (ch) => ch.charCodeAt(0));
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Text check for txt and csv: UTF-8 (with or without BOM, a sequence cut by the end of the sample is
 * fine) without NUL or other control bytes than tab, line feed, form feed and carriage return; or
 * UTF-16 with its BOM.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  for (const byte of bytes) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
  if (bytes.includes(0x7f)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

const SIGNATURE_CHECKS: ReadonlyArray<readonly [SniffedKind, (bytes: Uint8Array) => boolean]> = [
  ['jpg', (b) => startsWith(b, [0xff, 0xd8, 0xff])],
  ['png', (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['gif', (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))],
  ['webp', (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)],
  ['pdf', (b) => startsWith(b, ascii('%PDF-'))],
  ['ole', (b) => startsWith(b, OLE)],
  ['zip', (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]) || startsWith(b, [0x50, 0x4b, 0x07, 0x08])],
  ['mp4', (b) => startsWith(b, ascii('ftyp'), 4)],
  ['tiff', (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])],
  // "BM", then the file size, then four reserved bytes that are zero.
  ['bmp', (b) => startsWith(b, ascii('BM')) && b.length >= 14 && startsWith(b, [0, 0, 0, 0], 6)],
  ['text', (b) => b.length > 0 && looksLikeText(b)],
];

/** Whether the first bytes are of the given family. */
export function matchesFileKind(bytes: Uint8Array, kind: SniffedKind): boolean {
  return SIGNATURE_CHECKS.some(([candidate, test]) => candidate === kind && test(bytes));
}

/**
 * Recognises the family of content by its first bytes (magic numbers): JPEG FF D8 FF, PNG
 * 89 50 4E 47 0D 0A 1A 0A, GIF "GIF87a"/"GIF89a", WebP "RIFF"…"WEBP", PDF "%PDF-", OLE compound
 * files (doc, xls) D0 CF 11 E0 A1 B1 1A E1, ZIP containers (docx, xlsx) "PK\3\4" (or the empty and
 * spanned markers), MP4 "ftyp" at byte 4, TIFF "II*\0" / "MM\0*", BMP "BM", and plain text — the
 * first family that matches, in that order.
 */
export function sniffFileKind(bytes: Uint8Array): SniffedKind | undefined {
  if (bytes.length === 0) return undefined;
  return SIGNATURE_CHECKS.find(([, test]) => test(bytes))?.[0];
}

/**
 * The contents each extension may have. Word and Excel files are accepted in either container
 * (OLE or ZIP): Office opens a .doc that is really a .docx and the other way round, so a person
 * would not expect them refused. Extensions without an entry (none of the documents' types) are
 * checked by extension only.
 */
export const EXTENSION_CONTENT: Readonly<Record<string, readonly SniffedKind[]>> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  bmp: ['bmp'],
  tif: ['tiff'],
  tiff: ['tiff'],
  pdf: ['pdf'],
  doc: ['ole', 'zip'],
  docx: ['zip', 'ole'],
  xls: ['ole', 'zip'],
  xlsx: ['zip', 'ole'],
  mp4: ['mp4'],
  txt: ['text'],
  csv: ['text'],
  svg: ['text'],
};

/** Whether the extension is in the allowed list. */
export function isAllowedExtension(fileName: string, allowed: readonly string[] | string | null | undefined): boolean {
  const extension = fileExtension(fileName);
  return extension !== '' && normaliseAllowedTypes(allowed).includes(extension);
}

/** Whether the first bytes are what the extension promises (true for extensions the kit has no signature for). */
export function contentMatchesExtension(fileName: string, head: Uint8Array): boolean {
  const extension = fileExtension(fileName);
  const expected = EXTENSION_CONTENT[extension];
  if (!expected) return true;
  if (head.length === 0) return false;
  // A text family is tested on its own merits, so a CSV that happens to start with "BM" still passes.
  const matches = expected.some((kind) => matchesFileKind(head, kind));
  if (extension === 'svg') return matches && /<svg[\s>]/i.test(new TextDecoder().decode(head));
  return matches;
}

/**
 * F2.18: checks a file before upload — its extension must be in the configured list and its first
 * bytes (pass at least FILE_SNIFF_BYTES, or the whole file when smaller) must match the extension.
 * Returns undefined when it may be sent, else a message key: gaia_tip_file_type_not_supported, or
 * gaia_upload_file_empty for an empty file.
 */
export function checkUploadFile(
  file: { name: string; size?: number },
  head: Uint8Array,
  allowed?: readonly string[] | string | null,
): string | undefined {
  if (!isAllowedExtension(file.name, allowed)) return FILE_TYPE_NOT_SUPPORTED_KEY;
  if (file.size === 0 || head.length === 0) return FILE_EMPTY_KEY;
  return contentMatchesExtension(file.name, head) ? undefined : FILE_TYPE_NOT_SUPPORTED_KEY;
}
