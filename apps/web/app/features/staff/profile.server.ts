import { agencyTimeZone, isStaffRole, isTimeZone, z, type StaffProfileInput } from '@agency/contract';
import { isAuthError } from '~/lib/api-error';
import { cmsRequest, parse } from '~/lib/cms-client.server';
import { log } from '~/lib/log.server';
import type { JobOwnerChoice } from './job-owner';

/**
 * The signed-in staff member's profile and the job owners (docs/022-the-team.md "Ownership, routing and time zones"),
 * server only: `GET`/`PUT /staff/profile` and `GET /staff/job-owners` of the CMS, which checks every field again.
 * @throws ApiError for a CMS failure; 401/403 mean the token is no good.
 */

const profileSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  role: z
    .string()
    .nullish()
    .transform((value) => (isStaffRole(value) ? value : null)),
  timeZone: z.string(),
  timeZoneSet: z.boolean(),
  enquiryAlerts: z.boolean(),
  mayReceiveEnquiryAlerts: z.boolean(),
});
export type StaffProfile = z.infer<typeof profileSchema>;

/** The staff member's profile (`GET /staff/profile`; `parse` unwraps its `{ data }`). */
export async function getStaffProfile(token: string): Promise<StaffProfile> {
  return parse(profileSchema, await cmsRequest('/staff/profile', { token }));
}

/** Saves the staff member's change to their profile (`PUT /staff/profile`). @returns the profile as saved. */
export async function saveStaffProfile(token: string, change: StaffProfileInput): Promise<StaffProfile> {
  const body = await cmsRequest('/staff/profile', { method: 'PUT', token, body: { data: change } });
  return parse(profileSchema, body);
}

/** The agency's time zone (`AGENCY_TIME_ZONE`, else the contract's default): a staff member's until they choose. */
export function agencyZone(): string {
  return agencyTimeZone(process.env.AGENCY_TIME_ZONE);
}

/**
 * The time zone the staff member's back-office shows and reads dates in: their profile's, else the agency's. A CMS
 * that cannot answer leaves the agency's zone (logged) rather than the page; a refused token is thrown on, for
 * `withStaff` to sign out.
 * @throws ApiError (401/403) for a token the CMS refuses.
 */
export async function staffTimeZone(token: string): Promise<string> {
  try {
    const { timeZone } = await getStaffProfile(token);
    return isTimeZone(timeZone) ? timeZone : agencyZone();
  } catch (error) {
    if (isAuthError(error)) throw error;
    log.warn({ err: error }, 'The staff profile could not be read; dates are shown in the agency time zone.');
    return agencyZone();
  }
}

const ownerSchema: z.ZodType<JobOwnerChoice> = z.object({ id: z.number(), name: z.string() });

/** The staff who may own a job (`GET /staff/job-owners`: active Recruiters and Admins, by name). */
export async function listJobOwners(token: string): Promise<JobOwnerChoice[]> {
  return parse(z.array(ownerSchema), await cmsRequest('/staff/job-owners', { token }));
}
