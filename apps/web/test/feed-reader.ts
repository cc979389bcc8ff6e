import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * A feed's `<description>` as a feed reader renders it: as HTML (RSS 2.0 and the RSS Best Practices Profile allow
 * HTML there, and readers render it so). `html` is the element's text as an XML parser gives it (entities and CDATA
 * already resolved). Returns the names of the elements it would create and the text it would show. For the feed
 * tests (unit and system).
 */
export function renderAsReader(html: string): { elements: string[]; text: string } {
  const document = parseDocument(html, { decodeEntities: true });
  return {
    elements: DomUtils.findAll(() => true, document.children).map((element) => element.name),
    text: DomUtils.textContent(document),
  };
}
