import { strToU8, zipSync } from 'fflate';

/**
 * File contents for resume and upload tests, built in memory so that every case is visible in the code.
 * Shared by the unit tests of `src/lib/resume-file.ts` and the API tests.
 */

const encoder = new TextEncoder();

/** A small, well-formed PDF (it starts with the `%PDF` magic bytes); `label` makes each file's bytes unique. */
export function pdfBytes(label = 'Resume'): Buffer {
  const text = label.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj',
      `4 0 obj << /Length ${stream.length} >> stream`,
      stream,
      'endstream endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** A PDF of exactly `size` bytes: a PDF header followed by padding (for the size limit). */
export function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  const header = pdfBytes();
  header.copy(bytes, 0, 0, Math.min(size, header.length));
  return bytes;
}

/** A legacy Word .doc: an OLE compound file (magic bytes D0 CF 11 E0 A1 B1 1A E1), one 512-byte sector. */
export function docBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.write('Resume', 64, 'latin1');
  return bytes;
}

/** A minimal Word .docx: a zip holding `[Content_Types].xml` (naming the main document part) and `word/document.xml`. */
export function docxBytes(text = 'Resume'): Buffer {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>';
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
  return Buffer.from(zipSync({ '[Content_Types].xml': strToU8(contentTypes), 'word/document.xml': strToU8(document) }));
}

/** A zip archive that is not a Word document (to rename `.docx`). */
export function plainZipBytes(): Buffer {
  return Buffer.from(zipSync({ 'notes.txt': strToU8('not a resume') }));
}

/** An HTML page (to rename `.pdf`). */
export function htmlBytes(): Buffer {
  return Buffer.from(encoder.encode('<!doctype html><html><body><script>alert(1)</script></body></html>\n'));
}

/** The start of a Windows executable: the `MZ` header (to rename `.pdf`). */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c); // offset of the PE header
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** Plain text (to send as `.txt`). */
export function textBytes(): Buffer {
  return Buffer.from('My resume, as plain text.\n');
}

/** A valid 4 × 3 pixel PNG (blue), made with sharp: a cover image for the media library. */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOQc1gPRww4OQDvPQydVMeR6AAAAABJRU5ErkJggg==',
    'base64',
  );
}
