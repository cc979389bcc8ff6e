import { CANDIDATE_UPDATE_DELAY_MESSAGE } from '@agency/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-error';
import { actionAnswerOf } from '../../../test/form-data';

vi.mock('~/lib/cms-client.server', async (original) => ({
  ...(await original<object>()),
  cmsRequest: vi.fn(),
}));

const cms = await import('~/lib/cms-client.server');
const { saveAgencySettings } = await import('./settings.server');

const form = (delay: string) => {
  const data = new FormData();
  data.set('candidateUpdateDelayMinutes', delay);
  return data;
};

afterEach(() => vi.clearAllMocks());

describe('the settings form (docs/025-placements.md "What the candidate is told")', () => {
  it('refuses an empty or out-of-range delay before the CMS hears of it', async () => {
    for (const delay of ['', '-1', '10081', '2.5', 'soon']) {
      const answer = actionAnswerOf(await saveAgencySettings('token', form(delay)));
      expect(answer).toMatchObject({
        ok: false,
        fieldErrors: { candidateUpdateDelayMinutes: [CANDIDATE_UPDATE_DELAY_MESSAGE] },
      });
    }
    expect(cms.cmsRequest).not.toHaveBeenCalled();
  });

  it('sends a valid delay as a number and shows the CMS’s refusal', async () => {
    vi.mocked(cms.cmsRequest).mockResolvedValueOnce({ data: { candidateUpdateDelayMinutes: 0 } });
    expect(actionAnswerOf(await saveAgencySettings('token', form('0')))).toEqual({
      ok: true,
      message: 'Settings saved',
    });
    expect(cms.cmsRequest).toHaveBeenCalledWith('/agency-settings', {
      method: 'PUT',
      token: 'token',
      body: { data: { candidateUpdateDelayMinutes: 0 } },
    });
    vi.mocked(cms.cmsRequest).mockRejectedValueOnce(
      new ApiError('Missing or invalid fields: candidateUpdateDelayMinutes.', { status: 400 }),
    );
    const refused = await saveAgencySettings('token', form('30'));
    expect(actionAnswerOf(refused)).toMatchObject({
      ok: false,
      message: expect.stringContaining('candidateUpdateDelayMinutes'),
    });
  });
});
