import { crc32, createDeflate, createDeflateRaw, deflateRawSync, deflateSync } from 'zlib';
import { strToU8, zipSync } from 'fflate';

/**
 * Resumes with real text, made in memory for the resume text tests (tests/api/resume-text.test.ts, the unit tests of
 * src/lib/resume-extraction.ts) and the extraction benchmark (bench/resume-extraction.mjs): PDFs written by hand
 * (objects and an xref table, PDF 1.4), DOCX written with fflate (a ZIP of WordprocessingML parts), and a Word 97 .doc written as an
 * OLE compound file holding a `WordDocument` stream (its FIB) and a `0Table` stream (its piece table), the parts
 * word-extractor reads ([MS-DOC] §2.5 "Fib", §2.9.38 "Clx"; [MS-CFB] §2.2 "Compound File Header"). No library here
 * writes a .doc, so its writer is these few lines.
 */

/** Escapes text for a PDF string literal. */
const pdfString = (text: string) => text.replace(/[()\\]/g, (character) => `\\${character}`);

/**
 * A PDF with one page per item of `pages`, each page's lines set in Helvetica from the top; `deflate` compresses the
 * content streams.
 */
export function textPdf(pages: string[][], options: { deflate?: boolean } = {}): Buffer {
  const streams = pages.map((lines) =>
    ['BT', '/F1 11 Tf', '14 TL', '72 760 Td', ...lines.map((line) => `(${pdfString(line)}) '`), 'ET'].join('\n'),
  );
  return pdfWith(streams, options);
}

/** A PDF whose pages draw only a grey rectangle each: what a scanned resume looks like to a text extractor. */
export function scanLikePdf(pageCount = 2): Buffer {
  return pdfWith(Array.from({ length: pageCount }, () => '0.5 g 72 72 468 648 re f'));
}

/**
 * A PDF of pages whose content streams are `streams`: operators as text, or a Buffer already deflated (FlateDecode);
 * `deflate` compresses the text ones. Each page has a Helvetica font resource.
 */
export function pdfWith(streams: Array<string | Buffer>, { deflate = false } = {}): Buffer {
  const objects: Buffer[] = [];
  const pageIds = streams.map((_, index) => 4 + index * 2);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'));
  objects.push(
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`),
  );
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'));
  for (const [index, stream] of streams.entries()) {
    const contentId = pageIds[index] + 1;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
    const raw = Buffer.isBuffer(stream) ? stream : Buffer.from(stream, 'latin1');
    const body = deflate && !Buffer.isBuffer(stream) ? deflateSync(raw) : raw;
    const filter = deflate || Buffer.isBuffer(stream) ? ' /Filter /FlateDecode' : '';
    objects.push(
      Buffer.concat([Buffer.from(`<< /Length ${body.length}${filter} >>\nstream\n`), body, Buffer.from('\nendstream')]),
    );
  }
  return pdfOf(objects);
}

/** A PDF file of `objects` (numbered from 1) with its xref table and trailer. */
export function pdfOf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  for (const [index, body] of objects.entries()) {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/**
 * A PDF bomb: one page whose deflated content stream (about a thousandth of its size) inflates to `inflatedMb`
 * megabytes of text operators: a parser that reads it whole needs that much memory and time. Made in a stream, without
 * the inflated content in memory.
 */
export async function pdfBomb(inflatedMb = 1024): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, '(A) Tj ');
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => out.push(piece));
  const finished = new Promise((resolve) => deflate.on('end', resolve));
  for (let i = 0; i < inflatedMb; i += 1) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;
  return pdfWith([Buffer.concat(out)]);
}

/** A PDF whose page dictionary nests arrays `depth` deep: a parser that recurses runs out of stack or time. */
export function deeplyNestedPdf(depth = 200_000): Buffer {
  const nested = Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.concat([
      Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Nested '),
      nested,
      Buffer.from(' >>'),
    ]),
    Buffer.concat([Buffer.from('<< /Length 2 >>\nstream\n'), Buffer.from('q Q'), Buffer.from('\nendstream')]),
  ]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A DOCX of one paragraph per item of `paragraphs`. */
export function textDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`);
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${body.join('')}</w:body></w:document>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(RELATIONSHIPS),
      'word/document.xml': strToU8(document),
    }),
  );
}

/** One entry of `zipOf`: its name, deflated bytes, CRC-32 and inflated size as the directory declares them. */
interface ZipPart {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
}

/** A part of `data` deflated (raw DEFLATE, method 8). */
function zipPart(name: string, data: Buffer): ZipPart {
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/** A ZIP archive of `parts` (local headers, data, central directory; no data descriptors). */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.deflated.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The deflated padded document of `zipBombDocx`, per size: deflating gigabytes takes seconds, so it is made once. */
const bombDocuments = new Map<number, Promise<{ deflated: Buffer; crc: number; size: number }>>();

/**
 * A DOCX zip bomb: a well-formed Word package whose `word/document.xml` is followed by padding of `inflatedMb`
 * megabytes (spaces inside the XML, up to 4095 MB: a ZIP without ZIP64) that deflates to about a thousandth of it.
 * `lie`: its directory declares the document 1 KB long, as a hostile file would. Made in a stream: the inflated bytes
 * are never in memory.
 */
export async function zipBombDocx(inflatedMb = 2048, { lie = false } = {}): Promise<Buffer> {
  if (!bombDocuments.has(inflatedMb)) bombDocuments.set(inflatedMb, deflatedBombDocument(inflatedMb));
  const { deflated, crc, size } = await bombDocuments.get(inflatedMb)!;
  return zipOf([
    zipPart('[Content_Types].xml', Buffer.from(CONTENT_TYPES)),
    zipPart('_rels/.rels', Buffer.from(RELATIONSHIPS)),
    { name: 'word/document.xml', deflated, crc, size: lie ? 1024 : size },
  ]);
}

async function deflatedBombDocument(inflatedMb: number): Promise<{ deflated: Buffer; crc: number; size: number }> {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      '<w:p><w:r><w:t>Resume</w:t></w:r></w:p>',
  );
  const tail = Buffer.from('</w:body></w:document>');
  const padding = Buffer.alloc(1024 * 1024, ' ');
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => out.push(piece));
  const finished = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  deflate.write(head);
  for (let i = 0; i < inflatedMb; i += 1) {
    crc = crc32(padding, crc);
    if (!deflate.write(padding)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await finished;
  return { deflated: Buffer.concat(out), crc, size: head.length + inflatedMb * padding.length + tail.length };
}

/**
 * A Word 97–2003 .doc whose body is `paragraphs` (each ends with a paragraph mark, `\r`): an OLE compound file
 * (version 3, 512-byte sectors, every stream 4096 bytes so that none goes to the mini stream) with a `WordDocument`
 * stream holding the FIB and the text (UTF-16LE at offset 1024) and a `0Table` stream holding the piece table (one
 * piece).
 */
export function textDoc(paragraphs: string[]): Buffer {
  const text = paragraphs.map((paragraph) => `${paragraph}\r`).join('');
  const STREAM = 4096;
  const TEXT_AT = 1024;
  if (TEXT_AT + text.length * 2 > STREAM) throw new Error('textDoc holds at most 1536 characters');

  const word = Buffer.alloc(STREAM);
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib (Word 97)
  word.writeUInt16LE(0x0000, 0x0a); // flags: fWhichTblStm = 0, the table is `0Table`
  word.writeUInt32LE(TEXT_AT, 0x18); // fcMin
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x01a2); // fcClx: the piece table at the start of the table stream
  word.writeUInt32LE(21, 0x01a6); // lcbClx
  word.write(text, TEXT_AT, 'utf16le');

  const table = Buffer.alloc(STREAM);
  table.writeUInt8(0x02, 0); // Pcdt
  table.writeUInt32LE(16, 1); // lcb of the PlcPcd: two CPs and one PCD
  table.writeUInt32LE(0, 5); // CP 0
  table.writeUInt32LE(text.length, 9); // CP end
  table.writeUInt16LE(0, 13); // PCD flags
  table.writeUInt32LE(TEXT_AT, 15); // fc: UTF-16 text at TEXT_AT (bit 30 clear)
  table.writeUInt16LE(0, 19); // prm

  const SECTOR = 512;
  const ENDOFCHAIN = 0xfffffffe;
  const FREESECT = 0xffffffff;
  const FATSECT = 0xfffffffd;
  const perStream = STREAM / SECTOR; // 8 sectors each: WordDocument 0–7, 0Table 8–15, directory 16, FAT 17
  const directorySector = perStream * 2;
  const fatSector = directorySector + 1;

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18);
  header.writeUInt16LE(0x0003, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(directorySector, 0x30);
  header.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  header.writeUInt32LE(ENDOFCHAIN, 0x3c); // no mini FAT
  header.writeUInt32LE(0, 0x40);
  header.writeUInt32LE(ENDOFCHAIN, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x48);
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i === 0 ? fatSector : FREESECT, 0x4c + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  for (let sector = 0; sector < perStream * 2; sector += 1) {
    fat.writeUInt32LE(sector % perStream === perStream - 1 ? ENDOFCHAIN : sector + 1, sector * 4);
  }
  fat.writeUInt32LE(ENDOFCHAIN, directorySector * 4);
  fat.writeUInt32LE(FATSECT, fatSector * 4);

  const directory = Buffer.alloc(SECTOR);
  const entry = (
    index: number,
    name: string,
    type: number,
    fields: { child?: number; right?: number; start: number; size: number },
  ) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    directory.writeUInt8(type, at + 0x42);
    directory.writeUInt8(1, at + 0x43); // black
    directory.writeUInt32LE(FREESECT, at + 0x44); // left sibling: none
    directory.writeUInt32LE(fields.right ?? FREESECT, at + 0x48);
    directory.writeUInt32LE(fields.child ?? FREESECT, at + 0x4c);
    directory.writeUInt32LE(fields.start, at + 0x74);
    directory.writeUInt32LE(fields.size, at + 0x78);
  };
  entry(0, 'Root Entry', 5, { child: 1, start: ENDOFCHAIN, size: 0 });
  entry(1, 'WordDocument', 2, { right: 2, start: 0, size: STREAM });
  entry(2, '0Table', 2, { start: perStream, size: STREAM });
  // The fourth entry of the sector is empty, its links none.
  for (const field of [0x44, 0x48, 0x4c]) directory.writeUInt32LE(FREESECT, 3 * 128 + field);

  return Buffer.concat([header, word, table, directory, fat]);
}
