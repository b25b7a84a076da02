/**
 * A minimal, valid PDF 1.4 receipt written by hand (spec 03 §7 receipt download): one A4 page
 * with a Helvetica text stream, a catalog, a page tree, a cross-reference table and a trailer. No
 * dependency: the sandbox only needs a real document a viewer opens and a test can read.
 */

/** Helvetica's built-in encoding covers ASCII only: anything else becomes '?' (bullets '*'). */
function pdfText(line: string): string {
  const ascii = line.replace(/•/g, '*').replace(/[^\x20-\x7e]/g, '?');
  // Literal strings escape their delimiters and the backslash (PDF 1.4 §3.2.3).
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** The page's content stream: a title in 16 pt, then one line per entry in 11 pt, 16 pt apart. */
function contentStream(title: string, lines: readonly string[]): string {
  const body = lines.map((line) => `(${pdfText(line)}) Tj T*`).join('\n');
  return `BT\n/F1 16 Tf\n56 780 Td\n(${pdfText(title)}) Tj\n/F1 11 Tf\n16 TL\n0 -28 Td\n${body}\nET`;
}

/** A one-page PDF 1.4 document with `title` and `lines`, as bytes. */
export function receiptPdf(title: string, lines: readonly string[]): Uint8Array {
  const stream = contentStream(title, lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  // Every character is ASCII, so string lengths are byte offsets.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
