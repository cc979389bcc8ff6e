import { stripBidiControls } from '@agency/contract';
import { escapeRegExp } from './regexp';

/**
 * Pieces of erasure and access (docs/015-recruiter-workflow.md "Personal data: erasure and access") that
 * need no Strapi: whether a text mentions an address, and the export's JSON written as a stream.
 */

/**
 * Whether `text` mentions the e-mail address `email` (case-insensitive), as a whole address: `ann@example.com` is not
 * mentioned by `joann@example.com` or `ann@example.com.au`. A database's LIKE finds the candidates; this decides.
 */
export function mentionsAddress(text: string | null | undefined, email: string): boolean {
  if (!text || !email) return false;
  const pattern = new RegExp(`(?<![a-z0-9._%+-])${escapeRegExp(email)}(?![a-z0-9_-]|\\.[a-z0-9])`, 'i');
  return pattern.test(text);
}

/**
 * Every e-mail address written in `text`, lower-cased, each as `mentionsAddress` finds it (a whole address, the
 * longest run of address characters): the addresses a message is about, for the erasure log's re-application.
 */
export function addressesIn(text: string | null | undefined): string[] {
  if (!text) return [];
  const found = text.match(/[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi) ?? [];
  return found.map((address) => address.toLowerCase());
}

/** One section of the export's JSON: its key and its rows, read as they are needed. */
export interface JsonSection {
  key: string;
  rows: AsyncIterable<unknown> | Iterable<unknown>;
}

const indented = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

/**
 * The export's `personal-data.json`, written piece by piece: `{ ...head, [section.key]: [rows…], … }`, pretty-printed
 * with two spaces. Rows are read one at a time from each section, so the file is never built whole in memory.
 */
export async function* jsonDocument(head: Record<string, unknown>, sections: readonly JsonSection[]) {
  const fields = Object.entries(head).map(([key, value]) => `\n  ${JSON.stringify(key)}: ${indented(value, '  ')}`);
  yield `{${fields.join(',')}`;
  let firstField = fields.length === 0;
  for (const section of sections) {
    yield `${firstField ? '' : ','}\n  ${JSON.stringify(section.key)}: [`;
    firstField = false;
    let empty = true;
    for await (const row of section.rows) {
      yield `${empty ? '' : ','}\n    ${indented(row, '    ')}`;
      empty = false;
    }
    yield empty ? ']' : '\n  ]';
  }
  yield '\n}\n';
}

/**
 * A file name as it may appear in a ZIP entry's path: no folders, no control characters, no bidirectional formatting
 * characters (the contract's `stripBidiControls`), at most 150 characters (the extension kept); `file` when nothing is
 * left.
 */
export function safeFileName(name: string | null | undefined): string {
  const cleaned = stripBidiControls(name ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^\.+/, '')
    .trim();
  if (!cleaned) return 'file';
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 150 - extension.length) + extension;
}
