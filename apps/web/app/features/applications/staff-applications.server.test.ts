import { describe, expect, it } from 'vitest';
import { handleStaffApplicationsAction } from './staff-applications.server';

/** A status move as the confirmation posts it. */
function move(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: 'status',
    documentId: 'abc123',
    status: 'Accepted',
    ...fields,
  })) {
    form.set(name, value);
  }
  return form;
}

describe('handleStaffApplicationsAction: the decision email', () => {
  it('refuses a ticked email without a subject or message before asking the CMS anything', async () => {
    for (const fields of [
      { notify: 'on', subject: ' ', message: 'Dear Ada' },
      { notify: 'on', subject: 'Good news', message: '' },
      { notify: 'on', subject: 'x'.repeat(151), message: 'Dear Ada' },
    ]) {
      // The token is never used: no request leaves for the CMS.
      const answer = (await handleStaffApplicationsAction('unused', move(fields))) as unknown as {
        data: { ok: boolean; message: string };
        init: { status: number };
      };
      expect(answer.init.status).toBe(400);
      expect(answer.data).toEqual({
        ok: false,
        message: 'The email to the applicant needs a subject (at most 150 characters) and a message (at most 5000).',
      });
    }
  });
});
