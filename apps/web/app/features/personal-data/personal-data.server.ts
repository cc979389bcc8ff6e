import type { PersonalDataCounts } from '@agency/contract';
import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { failureMessage } from '~/lib/reported-failure.server';
import { ApiError } from '~/lib/api-error';
import { erasePersonalData, getPersonalDataSummary } from './api.server';
import { describeCounts, parseErase, parseFind } from './schema';

/** What Find answers: the address looked up (checked by the contract's rule) and what is stored about it. */
export interface PersonalDataLookup {
  intent: 'find';
  lastResult: SubmissionResult<string[]> | null;
  email: string | null;
  counts: PersonalDataCounts | null;
  error: string | null;
  /** When it was looked up (ms since the epoch): each answer of Find is a new lookup for the page. */
  lookedUpAt: number;
}

/**
 * The page's intent `find` (the address in the form's body, never in the URL: docs/021-operations.md "Logs"): the
 * address checked by the contract's rule, then what is stored about it. An invalid address answers 400 with the
 * form's errors; a CMS failure is the page's error, not a crash.
 * @throws what `failureMessage` rethrows (a lost session).
 */
export async function findPersonalData(token: string, formData: FormData) {
  const submission = parseFind(formData);
  const lookup: PersonalDataLookup = {
    intent: 'find',
    lastResult: null,
    email: null,
    counts: null,
    error: null,
    lookedUpAt: Date.now(),
  };
  if (submission.status !== 'success') return data({ ...lookup, lastResult: submission.reply() }, { status: 400 });
  const { email } = submission.value;
  try {
    return { ...lookup, email, counts: await getPersonalDataSummary(token, email) };
  } catch (error) {
    return { ...lookup, email, error: failureMessage(error, 'Failed to look up the personal data') };
  }
}

/**
 * The page's actions: intent `find` (above), or `erase`: the address and its confirmation (typed again) checked by the
 * contract's rule, then everything stored about the address deleted. `erase` answers `{ ok, message, counts }`; an
 * invalid form 400 with its field errors, a CMS failure its status (502 without one).
 */
export async function handlePersonalDataAction(token: string, formData: FormData) {
  if (formData.get('intent') === 'find') return findPersonalData(token, formData);
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
