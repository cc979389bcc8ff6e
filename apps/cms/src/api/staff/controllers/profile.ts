import { agencyTimeZone, isTimeZone, roleMay, staffProfileSchema } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { staffRoleOf, type UserWithRole } from '../../../lib/roles';
import { parseOrThrow } from '../../../lib/validation';

const USER_UID = 'plugin::users-permissions.user';

interface ProfileContext {
  state: { user?: UserWithRole & { id: number } };
  request: { body?: { data?: unknown } };
  body: unknown;
}

interface ProfileRow {
  id: number;
  username: string;
  email: string;
  fullName?: string | null;
  timeZone?: string | null;
  enquiryAlerts?: boolean | null;
}

const PROFILE_FIELDS = ['id', 'username', 'email', 'fullName', 'timeZone', 'enquiryAlerts'] as const;

/**
 * A staff member's profile as `/staff/profile` answers it: who they are, their role, the time zone every date of the
 * back-office is shown in (theirs, else the agency's `AGENCY_TIME_ZONE`; `timeZoneSet` says whether they chose it),
 * and their enquiry alerts (`mayReceiveEnquiryAlerts`: whether their role sees enquiries).
 */
function profileOf(user: ProfileRow, role: ReturnType<typeof staffRoleOf>) {
  const chosen = isTimeZone(user.timeZone) ? user.timeZone : null;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName ?? '',
    role,
    timeZone: chosen ?? agencyTimeZone(process.env.AGENCY_TIME_ZONE),
    timeZoneSet: chosen !== null,
    enquiryAlerts: roleMay(role, 'enquiries') && user.enquiryAlerts === true,
    mayReceiveEnquiryAlerts: roleMay(role, 'enquiries'),
  };
}

/**
 * The signed-in staff member's own profile (docs/022-the-team.md "Ownership, routing and time zones"):
 * - GET /staff/profile → { data: profile };
 * - PUT /staff/profile with { data: { fullName?, timeZone?, enquiryAlerts? } } (the contract's `staffProfileSchema`)
 *   → { data: profile }. @throws ValidationError (400) for a bad field, an unknown time zone, or `enquiryAlerts: true`
 *   from a role that does not see enquiries.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const read = async (id: number) =>
    (await users().findOne({ where: { id }, select: [...PROFILE_FIELDS] })) as ProfileRow | null;

  return {
    async show(ctx: ProfileContext) {
      const user = ctx.state.user!;
      const row = await read(user.id);
      if (!row) throw new errors.NotFoundError('No such staff member.');
      ctx.body = { data: profileOf(row, staffRoleOf(user)) };
    },

    async update(ctx: ProfileContext) {
      const user = ctx.state.user!;
      const role = staffRoleOf(user);
      const change = parseOrThrow(staffProfileSchema, ctx.request.body?.data);
      if (change.enquiryAlerts === true && !roleMay(role, 'enquiries')) {
        throw new errors.ValidationError('Your role does not see enquiries, so it cannot receive their alerts.', {
          errors: [{ path: ['enquiryAlerts'], message: 'enquiryAlerts is not for your role', name: 'ValidationError' }],
        });
      }
      const data = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
      if (Object.keys(data).length > 0) await users().update({ where: { id: user.id }, data });
      const row = await read(user.id);
      if (!row) throw new errors.NotFoundError('No such staff member.');
      ctx.body = { data: profileOf(row, role) };
    },
  };
};
