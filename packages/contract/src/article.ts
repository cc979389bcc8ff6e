/** True when editor HTML has no text (TipTap leaves `<p></p>` in an empty editor). */
export function isEmptyHtml(html: string | null | undefined): boolean {
  return !(html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/**
 * Reading speed behind an article's read time, in words per minute. Adults read non-fiction silently at about 240
 * (Brysbaert, 2019); 200 is the usual round figure, and leaves time for headings and quotes.
 */
export const WORDS_PER_MINUTE = 200;

/**
 * HTML elements that end a word where they open or close: blocks and line breaks (`<h2>Pay</h2><p>Rises</p>` is two
 * words, "Pay Rises", not "PayRises"). Inline elements do not: `<strong>re</strong>hire` is one word.
 */
export const WORD_BREAKING_ELEMENTS: ReadonlySet<string> = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'td', 'th'],
  ...['tr', 'ul'],
]);

/** An opening or closing tag, with its element's name. */
const TAG = /<\/?([a-z][a-z0-9]*)\b[^>]*>/gi;

/**
 * The number of words in HTML or plain text: tags removed (`WORD_BREAKING_ELEMENTS` separate words), entities
 * dropped, and a word counted when it has a letter or a digit.
 */
export function countWords(html: string | null | undefined): number {
  const text = (html ?? '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(TAG, (_tag, name: string) => (WORD_BREAKING_ELEMENTS.has(name.toLowerCase()) ? ' ' : ''))
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:nbsp|#160|#xa0);/gi, ' ')
    .replace(/&#?\w+;/g, '');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The text an article is read for: its description (HTML) and its blocks (a rich-text or quote block's `body`). */
export interface ArticleContent {
  description?: string | null;
  blocks?: ReadonlyArray<{ __component?: string; body?: string | null } | null> | null;
}

/** The words of an article's description and blocks. */
export function articleWords(content: ArticleContent): number {
  return (content.blocks ?? []).reduce(
    (words, block) => words + countWords(block?.body),
    countWords(content.description),
  );
}

/** Minutes to read `words` at `WORDS_PER_MINUTE`, rounded, at least 1; null when there are no words. */
export function readTimeMinutes(words: number): number | null {
  return words > 0 ? Math.max(1, Math.round(words / WORDS_PER_MINUTE)) : null;
}
