import { z } from './zod.js';

/**
 * The agency's settings an Admin changes in the back-office (docs/025-placements.md "What the candidate is told"),
 * stored by the CMS in the single type `api::agency-setting.agency-setting` (`GET`/`PUT /agency-settings`).
 */

/** Minutes the candidate's news of a stage move waits before it is sent, when no Admin has set it. */
export const CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES = 60;
/** The shortest delay an Admin may set (0: sent at once). */
export const CANDIDATE_UPDATE_DELAY_MIN_MINUTES = 0;
/** The longest delay an Admin may set: a week (7 × 24 × 60 minutes). */
export const CANDIDATE_UPDATE_DELAY_MAX_MINUTES = 10_080;

/** The words of a delay out of its range (the form's and the CMS's 400). */
export const CANDIDATE_UPDATE_DELAY_MESSAGE = `The delay must be a whole number of minutes from ${CANDIDATE_UPDATE_DELAY_MIN_MINUTES} to ${CANDIDATE_UPDATE_DELAY_MAX_MINUTES} (a week).`;

/** The agency's settings as the CMS answers them and an Admin sends them. */
export const agencySettingsSchema = z
  .object({
    // A number, or a form's digits; an empty field, null or true is no number (not 0 or 1).
    candidateUpdateDelayMinutes: z.preprocess(
      (value) => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? value : undefined),
      z.coerce
        .number({ message: CANDIDATE_UPDATE_DELAY_MESSAGE })
        .int({ message: CANDIDATE_UPDATE_DELAY_MESSAGE })
        .min(CANDIDATE_UPDATE_DELAY_MIN_MINUTES, { message: CANDIDATE_UPDATE_DELAY_MESSAGE })
        .max(CANDIDATE_UPDATE_DELAY_MAX_MINUTES, { message: CANDIDATE_UPDATE_DELAY_MESSAGE }),
    ),
  })
  .strict();
export type AgencySettings = z.output<typeof agencySettingsSchema>;

/** The settings as stored (a missing or broken value is the default). */
export function agencySettingsOf(stored: { candidateUpdateDelayMinutes?: unknown } | null | undefined): AgencySettings {
  const delay = stored?.candidateUpdateDelayMinutes;
  const valid =
    typeof delay === 'number' &&
    Number.isInteger(delay) &&
    delay >= CANDIDATE_UPDATE_DELAY_MIN_MINUTES &&
    delay <= CANDIDATE_UPDATE_DELAY_MAX_MINUTES;
  return { candidateUpdateDelayMinutes: valid ? delay : CANDIDATE_UPDATE_DELAY_DEFAULT_MINUTES };
}
