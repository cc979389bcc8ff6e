import { escapeText } from 'entities';

/**
 * A tiny XML writer for the site's feeds (/jobs.xml, /blog/jobs.rss, /rss.xml; docs/012-structured-data-and-feeds.md).
 * Written here rather than taken from a library because none we tried is right: `feed` and the `xml-js` under it put
 * text in CDATA by replacing only the first `]]>` (xml-js 1.6.11, js2xml.js `writeCdata`), so a text holding two of
 * them would end its CDATA section early and break the document; `sitemap` writes sitemaps only. What a feed
 * needs is three rules: escape text, split CDATA at every `]]>`, drop the characters XML 1.0 cannot carry.
 */

/** Characters XML 1.0 does not allow anywhere, even escaped (C0 controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` as XML character data: `&`, `<`, `>`, `"` and `'` escaped, characters XML cannot carry removed. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => `&${ESCAPES[char]};`);
}

const ESCAPES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };

/**
 * `text` in a CDATA section (what aggregators such as Indeed ask for), read back exactly: every `]]>` inside is split
 * across two sections (`]]` ends one, `>` starts the next), so none can close the section early.
 */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** Content of an element: text (escaped), CDATA, nested elements, or nothing. */
export type XmlContent = { text: string } | { cdata: string } | XmlElement[] | null | undefined;

export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  content?: XmlContent;
}

/**
 * Content of an RSS `<description>` that holds plain `text`. Feed readers render a description as HTML (RSS 2.0:
 * "entity-encoded HTML is allowed"; the RSS Best Practices Profile), so the text is escaped as HTML first
 * (`entities`' `escapeText`: `&`, `<`, `>`, no-break space) and then as XML by the writer: escaped twice, a summary
 * `<img src=x onerror=…>` reaches a reader as those characters, never as markup (docs/017-security-audit.md).
 */
export function htmlOfText(text: string): XmlContent {
  return { text: escapeText(text) };
}

/** An element, left out by `xmlDocument` when its content is null or undefined (an optional field without a value). */
export function el(name: string, content: XmlContent, attributes?: Record<string, string>): XmlElement {
  return { name, content, attributes };
}

function write(element: XmlElement, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const content = element.content;
  if (Array.isArray(content)) {
    lines.push(`${indent}<${element.name}${attributes}>`);
    for (const child of content)
      if (child.content !== null && child.content !== undefined) write(child, depth + 1, lines);
    lines.push(`${indent}</${element.name}>`);
  } else if (content && 'cdata' in content) {
    lines.push(`${indent}<${element.name}${attributes}>${cdata(content.cdata)}</${element.name}>`);
  } else if (content && content.text !== '') {
    lines.push(`${indent}<${element.name}${attributes}>${escapeXml(content.text)}</${element.name}>`);
  } else {
    lines.push(`${indent}<${element.name}${attributes}/>`);
  }
}

/** A whole document (UTF-8, declared), indented by two spaces; children without content are left out. */
export function xmlDocument(root: XmlElement): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, lines);
  return `${lines.join('\n')}\n`;
}
