import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * A feed's `<description>` as a feed reader renders it: as HTML (RSS 2.0 and the RSS Best Practices Profile allow
 * HTML there, and readers render it so). `html` is the element's text as an XML parser gives it (entities and CDATA
 * already resolved; undefined for an element that is missing). Returns the names of the elements it would create and
 * the text it would show. For the feed tests (unit and system).
 * @throws Error when there is no description at all.
 */
export function renderAsReader(html: string | undefined): { elements: string[]; text: string } {
  if (html === undefined) throw new Error('No description to render.');
  const document = parseDocument(html, { decodeEntities: true });
  return {
    elements: DomUtils.findAll(() => true, document.children).map((element) => element.name),
    text: DomUtils.textContent(document),
  };
}
