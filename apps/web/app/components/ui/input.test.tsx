import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Input, inputDirection } from './input';
import { Textarea } from './textarea';

describe('the direction of text fields', () => {
  it('keeps e-mails, phone numbers and URLs left to right, lined up with the page', () => {
    for (const type of ['email', 'tel', 'url']) {
      const html = renderToStaticMarkup(<Input name="x" type={type} />);
      expect(html).toContain('dir="ltr"');
      expect(html).toContain('rtl:text-end');
    }
  });

  it('lets free text take the direction of what is typed', () => {
    expect(renderToStaticMarkup(<Input name="fullName" />)).toContain('dir="auto"');
    expect(renderToStaticMarkup(<Input name="q" type="search" />)).toContain('dir="auto"');
    expect(renderToStaticMarkup(<Textarea name="coverLetter" />)).toContain('dir="auto"');
  });

  it('leaves numbers, dates, passwords and files to the page', () => {
    for (const type of ['number', 'date', 'password', 'file']) expect(inputDirection(type)).toBeUndefined();
    expect(renderToStaticMarkup(<Input name="from" type="date" />)).not.toContain('dir=');
  });

  it('takes the direction it is given (a phone number typed as text)', () => {
    const html = renderToStaticMarkup(<Input name="whatsapp" type="text" dir="ltr" />);
    expect(html).toContain('dir="ltr"');
    expect(html).toContain('rtl:text-end');
    expect(renderToStaticMarkup(<Textarea name="note" dir="rtl" />)).toContain('dir="rtl"');
    expect(renderToStaticMarkup(<Input name="email" type="email" dir="auto" />)).not.toContain('rtl:text-end');
  });
});
