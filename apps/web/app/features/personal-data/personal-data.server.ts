import type { PersonalDataCounts } from '@agency/contract';
import { data } from 'react-router';
import { failureMessage } from '~/lib/reported-failure.server';
import { ApiError } from '~/lib/api-error';
import { erasePersonalData, getPersonalDataSummary } from './api.server';
import { describeCounts, parseErase, parseFind } from './schema';

/**
 * /admin/personal-data's loader: with `?email=`, the address checked by the contract's rule and what is stored about
 * it; without, the empty form. A CMS failure is the page's error, not a crash.
 * @throws what `failureMessage` rethrows (a lost session).
 */
export async function loadPersonalData(token: string, params: URLSearchParams) {
  if (!params.has('email')) return { lastResult: null, email: null, counts: null, error: null };
  const submission = parseFind(params);
  if (submission.status !== 'success') {
    return { lastResult: submission.reply(), email: null, counts: null, error: null };
  }
  const { email } = submission.value;
  try {
    return { lastResult: null, email, counts: await getPersonalDataSummary(token, email), error: null };
  } catch (error) {
    return {
      lastResult: null,
      email,
      counts: null as PersonalDataCounts | null,
      error: failureMessage(error, 'Failed to look up the personal data'),
    };
  }
}

/**
 * The page's intent `erase`: the address and its confirmation (typed again) checked by the contract's rule, then
 * everything stored about the address deleted. Answers `{ ok, message, counts }`; an invalid form 400 with its field
 * errors, a CMS failure its status (502 without one).
 */
export async function handlePersonalDataAction(token: string, formData: FormData) {
  const submission = parseErase(formData);
  if (submission.status !== 'success') {
    const fieldErrors = submission.error ?? {};
    const message = Object.values(fieldErrors).flat().find(Boolean) ?? 'Invalid request';
    return data({ ok: false as const, message, fieldErrors, counts: null }, { status: 400 });
  }
  try {
    const counts = await erasePersonalData(token, submission.value.email);
    return { ok: true as const, message: `Deleted ${describeCounts(counts)}.`, counts, fieldErrors: {} };
  } catch (error) {
    return data(
      {
        ok: false as const,
        message: failureMessage(error, 'Failed to delete the personal data'),
        counts: null,
        fieldErrors: {},
      },
      { status: error instanceof ApiError && error.status ? error.status : 502 },
    );
  }
}
