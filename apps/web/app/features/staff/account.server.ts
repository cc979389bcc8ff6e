import { isTimeZone, staffProfileSchema } from '@agency/contract';
import { data } from 'react-router';
import type { ActionAnswer } from '~/components/admin/admin-list';
import { ApiError, bodyFieldErrors } from '~/lib/api-error';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';
import { getStaffProfile, saveStaffProfile, type StaffProfile } from './profile.server';

/**
 * The staff member's profile page, /admin/account (docs/022-the-team.md "Ownership, routing and time zones"): their
 * name, their time zone and, for a role that sees enquiries, whether new enquiries are e-mailed to them.
 */

/**
 * The time zones to choose from: every IANA zone this server's Intl knows (`Intl.supportedValuesOf`), with UTC and the
 * staff member's current zone. Listed by the server so that the page's server render and the browser show the same
 * list (a browser's own list may differ).
 */
export function timeZoneChoices(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (isTimeZone(current)) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * What /admin/account loads: the profile, the time zones to choose from and the time now (shown in the chosen zone,
 * the same in the server render and the browser); on a CMS failure, no profile and the message.
 * @throws what `reportedFailure` rethrows (a lost session).
 */
export async function loadAccount(token: string) {
  try {
    const profile: StaffProfile = await getStaffProfile(token);
    return { profile, zones: timeZoneChoices(profile.timeZone), now: new Date().toISOString(), error: null };
  } catch (error) {
    const message = reportedFailure(error, 'Failed to load your profile.');
    return { profile: null, zones: [] as string[], now: new Date().toISOString(), error: message };
  }
}

/** The words of the profile form's refusals, by field. */
const FIELD_MESSAGES: Record<string, string> = {
  fullName: 'Your name must be at most 200 characters.',
  timeZone: 'Choose a time zone from the list.',
  enquiryAlerts: 'Your role does not see enquiries.',
};

/**
 * Saves the profile form (`fullName`, `timeZone`, and the `enquiryAlerts` checkbox when the form offers it, said by
 * `enquiryAlertsShown`): `{ ok, message, fieldErrors }`, 400 for a refused field (the contract's `staffProfileSchema`
 * here, the CMS's check again there).
 */
export async function saveAccount(token: string, formData: FormData) {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const input = {
    fullName: text('fullName') ?? '',
    timeZone: text('timeZone') ?? '',
    ...(formData.get('enquiryAlertsShown') ? { enquiryAlerts: formData.get('enquiryAlerts') === 'on' } : {}),
  };
  const parsed = staffProfileSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? 'form');
        return [field, [FIELD_MESSAGES[field] ?? 'This value is not allowed.']];
      }),
    );
    const answer: ActionAnswer = { ok: false, message: Object.values(fieldErrors)[0][0], fieldErrors };
    return data(answer, { status: 400 });
  }
  try {
    await saveStaffProfile(token, parsed.data);
    return { ok: true, message: 'Profile saved' } satisfies ActionAnswer;
  } catch (error) {
    const answer: ActionAnswer = {
      ok: false,
      message: failureMessage(error, 'Failed to save your profile.'),
      fieldErrors: error instanceof ApiError ? bodyFieldErrors(error.body) : undefined,
    };
    return data(answer, { status: error instanceof ApiError && error.status === 400 ? 400 : 502 });
  }
}
