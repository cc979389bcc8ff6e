import DOMPurify from 'isomorphic-dompurify';

/**
 * HTML from the CMS made safe to render (DESIGN §6), with DOMPurify on the server so that the browser receives
 * clean markup and never loads a sanitizer. Links may only use http(s), mailto and tel (or be relative);
 * links that open a new tab get `rel="noopener noreferrer"`.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** The text of an HTML fragment, whitespace collapsed (for card excerpts and meta descriptions). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, ALLOWED_TAGS: ['#text', 'p', 'li', 'br'] });
  const parts: string[] = [];
  fragment.childNodes.forEach((node) => parts.push(node.textContent ?? ''));
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The first paragraph's text (a card excerpt), or the whole text when the HTML has no paragraph. */
export function htmlExcerpt(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  const paragraph = fragment.querySelector('p');
  return (paragraph?.textContent ?? '').replace(/\s+/g, ' ').trim() || htmlToText(html);
}
