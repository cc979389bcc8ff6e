import { describe, expect, it } from 'vitest';
import { mailtoHref } from './contact-mailto';

describe('mailtoHref', () => {
  it('is the bare address without subject or body', () => {
    expect(mailtoHref('hello@example.com')).toBe('mailto:hello@example.com');
  });

  it('percent-encodes subject and body, spaces as %20 and line breaks as CRLF', () => {
    const href = mailtoHref('hello@example.com', { subject: 'Hiring & support?', body: 'Hi team,\nWe need 2 devs.' });
    expect(href).toBe(
      'mailto:hello@example.com?subject=Hiring%20%26%20support%3F&body=Hi%20team%2C%0D%0AWe%20need%202%20devs.',
    );
  });

  it('reads back to the same text with decodeURIComponent', () => {
    const body = 'Company: Acme\r\nRole: 50% remote = fine #1';
    const href = mailtoHref('a@b.co', { subject: 'Ä ö', body });
    const query = new URLSearchParams(href.split('?')[1].replace(/\+/g, '%2B'));
    expect(query.get('subject')).toBe('Ä ö');
    expect(query.get('body')).toBe(body);
  });
});
