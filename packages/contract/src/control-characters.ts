/**
 * Control characters (docs/009-one-contract.md): NUL and the other C0 and C1 controls and DEL are removed from every
 * text a client sends; tab, line feed and carriage return are kept where text is multi-line (a cover letter, a message,
 * rich text) and become a space where it is not (a name, a title).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/** `text` without control characters; `multiline` keeps tabs and line breaks. */
export function stripControlCharacters(text: string, multiline: boolean): string {
  const cleaned = text.replace(CONTROLS, '');
  return multiline ? cleaned : cleaned.replace(LINE_BREAKS_AND_TABS, ' ');
}
