import { JOB_OWNER_ONLY_MESSAGE } from '@agency/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-error';
import type * as CmsClient from '~/lib/cms-client.server';

// No test but the last reaches the CMS: it is refused there with the 403s the CMS answers.
vi.mock('~/lib/cms-client.server', async (importOriginal) => ({
  ...(await importOriginal<typeof CmsClient>()),
  cmsRequest: vi.fn(async () => {
    throw new Error('No request may leave for the CMS in this test.');
  }),
}));

const { cmsRequest } = await import('~/lib/cms-client.server');
const { bulkTarget, handleStaffApplicationsAction } = await import('./staff-applications.server');

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

/** A bulk form as the browser sends it: `fields` once each, `ids` and `pageIds` repeated. */
function bulkForm(fields: Record<string, string>, lists: Record<string, string[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, values] of Object.entries(lists)) for (const value of values) form.append(name, value);
  return form;
}

describe('bulkTarget: what the bulk form names', () => {
  it('is the ticked ids, once each, without malformed ones', () => {
    expect(bulkTarget(bulkForm({}, { ids: ['a1', 'b2', 'a1', 'not an id'], pageIds: ['a1', 'b2', 'c3'] }))).toEqual({
      documentIds: ['a1', 'b2'],
    });
  });

  it('is the whole page with "Select all on this page", and the filters with "Select all matching"', () => {
    const lists = { ids: ['a1'], pageIds: ['a1', 'b2', 'c3'] };
    expect(bulkTarget(bulkForm({ allOnPage: 'on' }, lists))).toEqual({ documentIds: ['a1', 'b2', 'c3'] });
    expect(bulkTarget(bulkForm({ allOnPage: 'on', allMatching: 'on', status: 'pending', q: ' ada ' }, lists))).toEqual({
      filters: { status: 'Pending', q: 'ada', job: null, owner: null, requirements: 'all' },
    });
  });

  it('is nothing when nothing is ticked', () => {
    expect(bulkTarget(bulkForm({}, { pageIds: ['a1'] }))).toBeNull();
  });
});

describe('handleStaffApplicationsAction: bulk-status', () => {
  it('refuses an empty selection and an unknown status before asking the CMS anything', async () => {
    for (const [fields, message] of [
      [{ intent: 'bulk-status', to: 'Reviewed' }, 'Select at least one application.'],
      [{ intent: 'bulk-status', to: 'Hired', ids: 'a1' }, 'Choose the status to move the applications to.'],
    ] as const) {
      const answer = (await handleStaffApplicationsAction('unused', bulkForm(fields))) as unknown as {
        data: { ok: boolean; message: string };
        init: { status: number };
      };
      expect(answer.init.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, intent: 'bulk-status', message });
    }
  });
});

describe('handleStaffApplicationsAction: a submission’s stage move', () => {
  it('refuses a final outcome without a reason, an unknown stage and a long comment before asking the CMS', async () => {
    for (const [fields, message] of [
      [{ to: 'ended', reason: '' }, 'Not moved: Choose the reason for the final outcome.'],
      [{ to: 'hired' }, 'Not moved: Choose the stage to move to.'],
      [{ to: 'offered', comment: 'x'.repeat(1001) }, 'Not moved: A comment must be at most 1,000 characters.'],
    ] as const) {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        intent: 'move-submission',
        documentId: 'abc123',
        submission: 'sub123',
        round: '2',
        ...fields,
      })) {
        form.set(name, value);
      }
      // The token is never used: no request leaves for the CMS.
      const answer = (await handleStaffApplicationsAction('unused', form)) as unknown as {
        data: { ok: boolean; message: string };
        init: { status: number };
      };
      expect(answer.init.status).toBe(400);
      expect(answer.data).toEqual({ ok: false, message });
    }
  });
});

describe('handleStaffApplicationsAction: the CMS’s 403 on a submission', () => {
  const submissionForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ documentId: 'abc123', submission: 'sub123', ...fields })) {
      form.set(name, value);
    }
    return form;
  };

  it('shows another member’s job’s refusal in place, for the stage move and the withdrawal; any other 403 signs out', async () => {
    for (const [fields, prefix] of [
      [{ intent: 'move-submission', to: 'offered' }, 'Not moved'],
      [{ intent: 'withdraw-submission' }, 'Not withdrawn'],
    ] as const) {
      vi.mocked(cmsRequest).mockRejectedValueOnce(new ApiError(JOB_OWNER_ONLY_MESSAGE, { status: 403 }));
      const answer = (await handleStaffApplicationsAction('token', submissionForm(fields))) as unknown as {
        data: { ok: boolean; message: string };
        init: { status: number };
      };
      expect(answer.init.status).toBe(403);
      expect(answer.data).toEqual({ ok: false, message: `${prefix}: ${JOB_OWNER_ONLY_MESSAGE}` });
      vi.mocked(cmsRequest).mockRejectedValueOnce(new ApiError('Forbidden', { status: 403 }));
      await expect(handleStaffApplicationsAction('token', submissionForm(fields))).rejects.toMatchObject({
        status: 403,
      });
    }
  });
});
