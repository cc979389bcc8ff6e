import { describe, expect, it } from 'vitest';
import { childText, parseXml } from '../../test/xml';
import { cdata, el, escapeXml, xmlDocument } from './xml';

describe('the XML writer of the feeds', () => {
  it('escapes markup characters in text and attributes', () => {
    expect(escapeXml(`Tom & Jerry's <b>"best"</b>`)).toBe('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt;');
    const xml = xmlDocument(el('a', [el('b', { text: '<&>' }, { title: '"quoted" & <tagged>' })]));
    const b = parseXml(xml).children[0];
    expect(b.text).toBe('<&>');
    expect(b.attributes.title).toBe('"quoted" & <tagged>');
  });

  it('keeps every "]]>" inside CDATA, however many, and reads back exactly', () => {
    const hostile = 'a ]]> b ]]> c ]]]]> d <![CDATA[ e ]]';
    expect(cdata(']]>')).toBe('<![CDATA[]]]]><![CDATA[>]]>');
    const xml = xmlDocument(el('feed', [el('description', { cdata: hostile })]));
    expect(childText(parseXml(xml), 'description')).toBe(hostile);
    // What xml-js (under the `feed` library) writes, splitting only the first "]]>", is not XML.
    const firstOnly = `<a><![CDATA[${hostile.replace(']]>', ']]]]><![CDATA[>')}]]></a>`;
    expect(() => parseXml(firstOnly)).toThrow();
  });

  it('drops characters XML 1.0 cannot carry, keeping tabs, line breaks and astral characters', () => {
    const text = 'bell\u0007 nul\u0000 ff\uFFFF lone\uD800 tab\tline\nrocket 🚀';
    const xml = xmlDocument(el('x', [el('t', { text }), el('c', { cdata: text })]));
    const root = parseXml(xml);
    expect(childText(root, 't')).toBe('bell nul ff lone tab\tline\nrocket 🚀');
    expect(childText(root, 'c')).toBe('bell nul ff lone tab\tline\nrocket 🚀');
  });

  it('leaves out elements without content and closes empty ones', () => {
    const xml = xmlDocument(
      el('x', [el('gone', null), el('empty', { text: '' }, { href: '/a' }), el('kept', { text: '0' })]),
    );
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<x>\n  <empty href="/a"/>\n  <kept>0</kept>\n</x>\n');
  });
});
