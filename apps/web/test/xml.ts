import { SaxesParser } from 'saxes';

/**
 * An XML document as a small tree, read by `saxes` (a strict XML 1.0 parser: any document that is not well-formed,
 * a CDATA section closed early included, throws). For the feed and sitemap tests.
 */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** The element's own text and CDATA, joined as a reader gets it. */
  text: string;
}

/** @throws Error when `xml` is not well-formed. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser();
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlNode[] = [root];
  const current = () => open[open.length - 1];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: '',
    };
    current().children.push(node);
    open.push(node);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('text', (text) => {
    current().text += text;
  });
  parser.on('cdata', (text) => {
    current().text += text;
  });
  parser.write(xml).close();
  const [element] = root.children;
  if (!element) throw new Error('No root element.');
  return element;
}

/** The children of `node` named `name`. */
export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((child) => child.name === name);
}

/** The trimmed text of `node`'s first child named `name`, or undefined when it has none. */
export function childText(node: XmlNode, name: string): string | undefined {
  return childrenNamed(node, name)[0]?.text.trim();
}
