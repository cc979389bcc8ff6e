import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emailCount, FailedEmailList } from './failed-emails';

const render = (props: Parameters<typeof FailedEmailList>[0]) => renderToStaticMarkup(<FailedEmailList {...props} />);

describe('FailedEmailList', () => {
  it('lists each email that could not be sent: recipient, subject, cause, attempts and the last answer, as text', () => {
    const html = render({
      total: 2,
      emails: [
        {
          documentId: 'a1',
          to: 'eve@example.com',
          subject: 'Your application for <b>Nurse</b>',
          kind: 'application-confirmation',
          status: 'failed',
          attempts: 6,
          lastError: '550 Mailbox unavailable',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    });
    expect(html).toContain('2 emails could not be sent; the newest 1 are shown.');
    expect(html).toContain('Your application for &lt;b&gt;Nurse&lt;/b&gt;');
    // The date in the staff member's time zone (UTC outside the back-office's provider), as a <time>.
    expect(html).toContain(
      'To eve@example.com · Confirmation to an applicant · <time dateTime="2026-11-21T10:00:00.000Z">Nov 21, 2026</time> · 6 attempts',
    );
    expect(html).toContain('550 Mailbox unavailable');
  });

  it('says that every email was sent when none failed', () => {
    expect(render({ total: 0, emails: [] })).toContain('Every email was sent.');
  });
});

describe('emailCount', () => {
  it('counts in words', () => {
    expect([emailCount(1), emailCount(3)]).toEqual(['1 email', '3 emails']);
  });
});
