/**
 * Control characters (docs/009-one-contract.md): NUL and the other C0 and C1 controls and DEL are removed from every
 * text a client sends; tab, line feed and carriage return are kept where text is multi-line (a cover letter, a message,
 * rich text) and become a space where it is not (a name, a title).
 *
 * File names lose Unicode's bidirectional formatting characters too (`stripFileNameControls`): a right-to-left
 * override makes `cv\u202Efdp.exe.pdf` show as a PDF's name while it ends in another extension, in the staff list, a
 * download's name and the personal-data ZIP. They stay in other text, where right-to-left languages use the marks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;
/**
 * Unicode's bidirectional formatting characters (Unicode Standard Annex #9 "Unicode Bidirectional Algorithm", §2): the
 * embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, and the marks U+200E (left-to-right), U+200F
 * (right-to-left) and U+061C (Arabic letter mark).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** `text` without control characters; `multiline` keeps tabs and line breaks. */
export function stripControlCharacters(text: string, multiline: boolean): string {
  const cleaned = text.replace(CONTROLS, '');
  return multiline ? cleaned : cleaned.replace(LINE_BREAKS_AND_TABS, ' ');
}

/** `text` without bidirectional formatting characters (`BIDI_CONTROLS`). */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * A file name without control characters (tabs and line breaks removed, not made spaces: a name is one line and goes
 * into headers) and without bidirectional formatting characters: what a stored, listed or downloaded name may hold.
 */
export function stripFileNameControls(name: string): string {
  return stripBidiControls(name.replace(CONTROLS, '').replace(LINE_BREAKS_AND_TABS, ''));
}
