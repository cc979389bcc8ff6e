import { cleanedText } from './fields.js';
import { isTimeZone, STAFF_FULL_NAME_MAX } from './team.js';
import { z } from './zod.js';

/**
 * A staff member's change to their own profile (`PUT /api/staff/profile`, the back-office's /admin/account;
 * docs/022-the-team.md "Ownership, routing and time zones"): any of `fullName` (cleaned, at most
 * `STAFF_FULL_NAME_MAX` characters, empty clears it), `timeZone` (an IANA zone the runtime knows, `isTimeZone`)
 * and `enquiryAlerts` (whether new enquiries are e-mailed to them; the CMS refuses `true` for a role without
 * `enquiries`). Nothing else: an unknown field is refused.
 */
export const staffProfileSchema = z
  .object({
    fullName: cleanedText(STAFF_FULL_NAME_MAX).optional(),
    timeZone: z.string().refine(isTimeZone).optional(),
    enquiryAlerts: z.boolean().optional(),
  })
  .strict();

export type StaffProfileInput = z.output<typeof staffProfileSchema>;
