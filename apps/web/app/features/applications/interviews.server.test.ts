import { INTERVIEW_MESSAGES, JOB_OWNER_ONLY_MESSAGE } from '@agency/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-error';
import { actionAnswerOf } from '../../../test/form-data';
import type * as CmsClient from '~/lib/cms-client.server';

vi.mock('~/lib/cms-client.server', async (importOriginal) => ({
  ...(await importOriginal<typeof CmsClient>()),
  cmsRequest: vi.fn(async () => ({ data: {} })),
}));
vi.mock('~/features/staff/index.server', () => ({
  staffTimeZone: vi.fn(async () => 'Asia/Dubai'),
  timeZoneChoices: vi.fn(() => ['Asia/Dubai', 'Europe/Berlin', 'UTC']),
}));

const { cmsRequest } = await import('~/lib/cms-client.server');
const { handleInterviewAction } = await import('./interviews.server');

/** A form's fields as the browser sends them (a name given a list is sent once per value). */
const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
};

const video = {
  kind: 'video',
  lengthMinutes: '45',
  organiserTimeZone: 'Europe/Berlin',
  videoLink: 'https://meet.example.com/x',
  contacts: ['contact1'],
};

afterEach(() => vi.clearAllMocks());

describe('the interview forms of the application dialog (docs/025-placements.md "Interviews and calendar invitations")', () => {
  it('reads a booked time in the zone the form names and sends it in UTC with the contract’s fields', async () => {
    const answer = actionAnswerOf(
      await handleInterviewAction('token', 'sub1', form({ intent: 'book', ...video, startsAt: '2099-03-30T10:00' })),
    );
    expect(answer).toMatchObject({ ok: true, message: 'Interview booked: everyone invited gets the invitation.' });
    expect(vi.mocked(cmsRequest).mock.calls).toEqual([
      [
        '/submissions/sub1/interviews',
        expect.objectContaining({
          method: 'POST',
          body: {
            data: expect.objectContaining({
              kind: 'video',
              lengthMinutes: 45,
              organiserTimeZone: 'Europe/Berlin',
              contacts: ['contact1'],
              // 30 March 2099 is after Berlin's change: GMT+2.
              startsAt: '2099-03-30T08:00:00.000Z',
            }),
          },
        }),
      ],
    ]);
  });

  it('refuses before the CMS hears of it: a past time, a skipped time, one time proposed, a video without a link', async () => {
    const past = actionAnswerOf(
      await handleInterviewAction('token', 'sub1', form({ intent: 'book', ...video, startsAt: '2020-01-01T10:00' })),
    );
    expect(past.fieldErrors).toEqual({ startsAt: [INTERVIEW_MESSAGES.pastStart] });
    const skipped = actionAnswerOf(
      await handleInterviewAction('token', 'sub1', form({ intent: 'book', ...video, startsAt: '2099-03-29T02:30' })),
    );
    expect(skipped.fieldErrors).toEqual({ startsAt: ['Enter a date and time that exists in Europe/Berlin.'] });
    const one = actionAnswerOf(
      await handleInterviewAction(
        'token',
        'sub1',
        form({ intent: 'propose', ...video, 'slot-0': '2099-06-01T10:00', 'slot-1': '' }),
      ),
    );
    expect(one.fieldErrors).toEqual({ 'slot-1': ['Enter the date and time.'] });
    const same = actionAnswerOf(
      await handleInterviewAction(
        'token',
        'sub1',
        form({ intent: 'propose', ...video, 'slot-0': '2099-06-01T10:00', 'slot-1': '2099-06-01T10:00' }),
      ),
    );
    expect(same.fieldErrors).toEqual({ slots: [INTERVIEW_MESSAGES.slotsDistinct] });
    const noLink = actionAnswerOf(
      await handleInterviewAction(
        'token',
        'sub1',
        form({ intent: 'book', ...video, videoLink: '', startsAt: '2099-06-01T10:00' }),
      ),
    );
    expect(noLink).toMatchObject({ ok: false, message: INTERVIEW_MESSAGES.videoLinkRequired });
    expect(noLink.fieldErrors).toEqual({ videoLink: [INTERVIEW_MESSAGES.videoLinkRequired] });
    expect(cmsRequest).not.toHaveBeenCalled();
  });

  it('proposes the times typed, moves in the interview’s zone, cancels, records the outcome', async () => {
    const proposed = actionAnswerOf(
      await handleInterviewAction(
        'token',
        'sub1',
        form({
          intent: 'propose',
          ...video,
          'slot-0': '2099-06-01T10:00',
          'slot-1': '2099-06-02T10:00',
          'slot-2': '2099-06-03T10:00',
        }),
      ),
    );
    expect(proposed.message).toBe('3 times proposed: the candidate picks one on their page.');
    const moved = actionAnswerOf(
      await handleInterviewAction(
        'token',
        'sub1',
        form({ intent: 'reschedule', interview: 'iv1', organiserTimeZone: 'Asia/Dubai', startsAt: '2099-06-05T16:00' }),
      ),
    );
    expect(moved.ok).toBe(true);
    await handleInterviewAction('token', 'sub1', form({ intent: 'cancel', interview: 'iv1', reason: ' Client ill. ' }));
    await handleInterviewAction(
      'token',
      'sub1',
      form({ intent: 'outcome', interview: 'iv1', status: 'done', feedback: 'Good.' }),
    );
    expect(vi.mocked(cmsRequest).mock.calls.map(([path, options]) => [path, options?.body])).toEqual([
      [
        '/submissions/sub1/interviews',
        {
          data: expect.objectContaining({
            slots: ['2099-06-01T08:00:00.000Z', '2099-06-02T08:00:00.000Z', '2099-06-03T08:00:00.000Z'],
          }),
        },
      ],
      ['/interviews/iv1/reschedule', { data: { startsAt: '2099-06-05T12:00:00.000Z' } }],
      ['/interviews/iv1/cancel', { data: { reason: 'Client ill.' } }],
      ['/interviews/iv1/outcome', { data: { status: 'done', feedback: 'Good.' } }],
    ]);
  });

  it('shows the CMS’s refusal in its words, and refuses a change without its interview', async () => {
    vi.mocked(cmsRequest).mockRejectedValueOnce(new ApiError(INTERVIEW_MESSAGES.outcomeTooEarly, { status: 400 }));
    const early = actionAnswerOf(
      await handleInterviewAction('token', 'sub1', form({ intent: 'outcome', interview: 'iv1', status: 'done' })),
    );
    expect(early).toMatchObject({ ok: false, message: `Outcome not recorded: ${INTERVIEW_MESSAGES.outcomeTooEarly}` });
    const nothing = actionAnswerOf(await handleInterviewAction('token', 'sub1', form({ intent: 'cancel' })));
    expect(nothing).toMatchObject({ ok: false, message: 'Invalid request' });
  });

  it('shows the CMS’s 403 for another member’s job in place; any other 403 ends the session', async () => {
    vi.mocked(cmsRequest).mockRejectedValueOnce(new ApiError(JOB_OWNER_ONLY_MESSAGE, { status: 403 }));
    const cancel = form({ intent: 'cancel', interview: 'iv1' });
    const answer = await handleInterviewAction('token', 'sub1', cancel);
    expect(actionAnswerOf(answer)).toMatchObject({
      ok: false,
      message: expect.stringContaining(JOB_OWNER_ONLY_MESSAGE),
    });
    expect((answer as unknown as { init: { status: number } }).init.status).toBe(403);
    vi.mocked(cmsRequest).mockRejectedValueOnce(new ApiError('Forbidden', { status: 403 }));
    await expect(handleInterviewAction('token', 'sub1', cancel)).rejects.toMatchObject({ status: 403 });
  });
});
