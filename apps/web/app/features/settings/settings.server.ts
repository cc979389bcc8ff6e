import { agencySettingsSchema, CANDIDATE_UPDATE_DELAY_MESSAGE, z, type AgencySettings } from '@agency/contract';
import { data } from 'react-router';
import type { ActionAnswer } from '~/components/admin/admin-list';
import { ApiError, bodyFieldErrors } from '~/lib/api-error';
import { cmsRequest, parse } from '~/lib/cms-client.server';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';

/**
 * The agency's settings page, /admin/settings (docs/025-placements.md "What the candidate is told"), server only: the
 * CMS's `GET`/`PUT /agency-settings` (Admins: `emails`).
 */

/** The CMS's answer of both routes. */
const answerSchema = z.object({ data: agencySettingsSchema });

/**
 * What /admin/settings loads: the settings, or null and the message on a CMS failure.
 * @throws what `reportedFailure` rethrows (a lost session).
 */
export async function loadAgencySettings(
  token: string,
): Promise<{ settings: AgencySettings | null; error: string | null }> {
  try {
    return { settings: parse(answerSchema, await cmsRequest('/agency-settings', { token })).data, error: null };
  } catch (error) {
    return { settings: null, error: reportedFailure(error, 'Failed to load the settings.') };
  }
}

/**
 * Saves the settings form (`candidateUpdateDelayMinutes`): `{ ok, message, fieldErrors }`; 400 for a delay the
 * contract's `agencySettingsSchema` refuses (here, then again by the CMS), 502 when the CMS fails.
 */
export async function saveAgencySettings(token: string, formData: FormData) {
  const parsed = agencySettingsSchema.safeParse({
    candidateUpdateDelayMinutes: formData.get('candidateUpdateDelayMinutes') ?? '',
  });
  if (!parsed.success) {
    const answer: ActionAnswer = {
      ok: false,
      message: CANDIDATE_UPDATE_DELAY_MESSAGE,
      fieldErrors: { candidateUpdateDelayMinutes: [CANDIDATE_UPDATE_DELAY_MESSAGE] },
    };
    return data(answer, { status: 400 });
  }
  try {
    await cmsRequest('/agency-settings', { method: 'PUT', token, body: { data: parsed.data } });
    return { ok: true, message: 'Settings saved' } satisfies ActionAnswer;
  } catch (error) {
    const answer: ActionAnswer = {
      ok: false,
      message: failureMessage(error, 'Failed to save the settings.'),
      fieldErrors: error instanceof ApiError ? bodyFieldErrors(error.body) : undefined,
    };
    return data(answer, { status: error instanceof ApiError && error.status === 400 ? 400 : 502 });
  }
}
