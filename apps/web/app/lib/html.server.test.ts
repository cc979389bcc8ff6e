import { describe, expect, it } from 'vitest';
import { htmlExcerpt, htmlToText, sanitizeHtml } from './html.server';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and inline styles', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    );
    expect(html).toBe('<p>Hi</p><img src="x">');
  });

  it('keeps http(s), mailto and tel links and drops javascript: and data: links', () => {
    const html = sanitizeHtml(
      '<a href="https://a.example">a</a><a href="mailto:x@example.com">b</a><a href="tel:+441">c</a>' +
        '<a href="javascript:alert(1)">d</a><a href="data:text/html,x">e</a><a href="/jobs">f</a>',
    );
    expect(html).toContain('href="https://a.example"');
    expect(html).toContain('href="mailto:x@example.com"');
    expect(html).toContain('href="tel:+441"');
    expect(html).toContain('href="/jobs"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:');
  });

  it('protects links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://a.example" target="_blank">a</a>')).toContain('rel="noopener noreferrer"');
  });

  it('removes forms', () => {
    expect(sanitizeHtml('<form action="https://evil.example"><input name="password"></form>ok')).toBe('ok');
  });

  it('removes style sheets and the other form controls, keeping their text', () => {
    expect(sanitizeHtml('<style>p{display:none}</style><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<button>Pay</button><textarea>Note</textarea><select><option>One</option></select>')).toBe(
      'PayNote<option>One</option>',
    );
  });
});

describe('htmlToText', () => {
  it('returns the text with whitespace collapsed and entities decoded', () => {
    expect(htmlToText('<p>Fish &amp; chips</p>\n<ul><li>One</li><li>Two</li></ul>')).toBe('Fish & chips One Two');
    expect(htmlToText(null)).toBe('');
  });

  it('keeps words apart where blocks and line breaks separate them', () => {
    expect(htmlToText('<h2>Salaries</h2><p>Rise again</p>')).toBe('Salaries Rise again');
    expect(htmlToText('<h2><strong>Pay</strong></h2><p>Rises</p>')).toBe('Pay Rises');
    expect(htmlToText('<p>First line<br>second line</p>')).toBe('First line second line');
    expect(htmlToText('<blockquote><p>Quote</p></blockquote><p>After</p>')).toBe('Quote After');
    expect(htmlToText('<p><strong>re</strong>hire</p>')).toBe('rehire');
  });

  it('keeps text outside paragraphs, and leaves out scripts and styles', () => {
    expect(htmlToText('<h2>Heading</h2>Loose text<p>Para</p>')).toBe('Heading Loose text Para');
    expect(htmlToText('<div>Intro<p>Para</p></div>')).toBe('Intro Para');
    expect(htmlToText('<p>Shown</p><script>hidden()</script><style>p{}</style>')).toBe('Shown');
  });
});

describe('htmlExcerpt', () => {
  it('is the first paragraph', () => {
    expect(htmlExcerpt('<h3>Role</h3><p>First &amp; best.</p><p>Second.</p>')).toBe('First & best.');
  });

  it('falls back to all the text when there is no paragraph', () => {
    expect(htmlExcerpt('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(htmlExcerpt('')).toBe('');
  });

  it('keeps the words of a paragraph apart at a line break', () => {
    expect(htmlExcerpt('<p>One<br>two</p>')).toBe('One two');
  });
});
