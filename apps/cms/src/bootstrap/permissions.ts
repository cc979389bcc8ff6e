import type { Core } from '@strapi/strapi';
import type { StaffRole } from '@agency/contract';
import { STAFF_ROLE_RECORDS } from '../lib/roles';

/**
 * The permission matrix of docs/000-product.md §14 and §15, applied in code at every start so that nobody has to set it
 * by hand in the admin panel, and so that a permission ticked there by mistake is taken back at the next start. Each
 * role gets exactly the actions listed here (users-permissions action names: `api::<api>.<controller>.<action>`).
 */
const CRUD = ['find', 'findOne', 'create', 'update', 'delete'] as const;
const crud = (uid: string) => CRUD.map((action) => `${uid}.${action}`);

/**
 * Staff passwords (docs/022-the-team.md "Password reset and change"; src/api/staff-password): "forgot" and the e-mailed
 * link's reset are public (rate limited; users-permissions' own forgot/reset stay closed), "change" is every staff
 * role's. Kept apart from the lists below so that the role table's rewrite of them keeps these.
 */
const PASSWORD_PUBLIC = ['api::staff-password.staff-password.forgot', 'api::staff-password.staff-password.reset'];
const PASSWORD_STAFF = ['api::staff-password.staff-password.change'];

export const ROLE_PERMISSIONS: Record<'public' | 'authenticated' | StaffRole, readonly string[]> = {
  public: [
    'plugin::users-permissions.auth.callback', // POST /auth/local (sign-in); no registration, no password reset
    'plugin::users-permissions.auth.refresh', // POST /auth/refresh (a new access token for a live session)
    // The lists only, with the queries the website sends (the contract's PUBLIC_QUERIES, src/middlewares/
    // public-query.ts): no single record by documentId.
    'api::job.job.find',
    'api::job.job-search.search', // GET /jobs/search: the job board's search (open jobs, counts of each filter)
    'api::article.article.find',
    // Strapi shows a populated relation only to a role that may `find` its type: a job's or an article's category
    // and author. Their own routes refuse visitors (routes/category.ts, routes/author.ts: their relations were a way
    // to search drafts), so these two grant nothing else.
    'api::category.category.find',
    'api::author.author.find',
    'api::job-application.job-application.create',
    'api::contact.contact.create',
    // Job alerts (docs/014-job-alerts.md): subscribe (double opt-in), confirm and unsubscribe by the emailed token;
    // nothing to read.
    'api::job-alert.job-alert.subscribe',
    'api::job-alert.job-alert.confirm',
    'api::job-alert.job-alert.unsubscribe',
    'api::sitemap.sitemap.summary', // GET /sitemap: what the site's sitemap lists (slugs and dates)
    'api::sitemap.sitemap.entries',
    ...PASSWORD_PUBLIC,
  ],
  // A user without the Admin role may end the session it opened (apps/web does so when it refuses such a sign-in).
  authenticated: ['plugin::users-permissions.user.me', 'plugin::users-permissions.auth.logout'],
  admin: [
    'plugin::users-permissions.user.me',
    'plugin::users-permissions.auth.logout', // POST /auth/logout (ends the session)
    'api::staff.staff.me',
    ...crud('api::job.job'),
    'api::job.job-search.search',
    ...crud('api::article.article'),
    ...crud('api::category.category'),
    ...crud('api::author.author'),
    'api::job-application.job-application.find',
    'api::job-application.job-application.findOne',
    'api::job-application.job-application.create',
    'api::job-application.job-application.update',
    'api::job-application.job-application.delete',
    'api::job-application.job-application.downloadResume',
    'api::job-application.job-application.addNote', // POST /job-applications/:id/notes
    'api::job-application.job-application.countsByJob', // GET /job-applications/counts-by-job
    // Read only, so that staff may populate an application's notes and status history.
    'api::application-note.application-note.find',
    'api::application-status-change.application-status-change.find',
    'api::audit-entry.audit-entry.find', // GET /audit-entries: who did what to which record (no personal data)
    'api::contact.contact.find',
    'api::contact.contact.findOne',
    'api::contact.contact.create',
    'api::contact.contact.update',
    'api::contact.contact.delete',
    'api::dashboard.dashboard.stats',
    'api::dashboard.dashboard.applicationsPerWeek',
    'api::dashboard.dashboard.recent',
    'api::email-outbox.email-outbox.list', // GET /outbox: messages by status (the failed ones), without bodies
    // Erasure and access by e-mail address: GET /personal-data, GET /personal-data/export, POST …/erase
    'api::personal-data.personal-data.summary',
    'api::personal-data.personal-data.export',
    'api::personal-data.personal-data.erase',
    'plugin::upload.content-api.upload',
    ...PASSWORD_STAFF,
  ],
  // docs/022-the-team.md: to be derived from the contract's role table.
  recruiter: ['plugin::users-permissions.user.me', 'plugin::users-permissions.auth.logout', ...PASSWORD_STAFF],
  editor: ['plugin::users-permissions.user.me', 'plugin::users-permissions.auth.logout', ...PASSWORD_STAFF],
};

/** Creates each staff role (Admin, Recruiter, Editor) that is missing and returns their ids by type. */
async function ensureStaffRoles(strapi: Core.Strapi): Promise<Record<StaffRole, number>> {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const ids = {} as Record<StaffRole, number>;
  for (const record of STAFF_ROLE_RECORDS) {
    const existing = await roles.findOne({ where: { type: record.type } });
    ids[record.type] = existing ? existing.id : (await roles.create({ data: { ...record } })).id;
  }
  return ids;
}

/**
 * Makes every role's permissions equal to `ROLE_PERMISSIONS`, turns self-registration off and returns the
 * staff roles' ids. Idempotent.
 */
export async function applyRolesAndPermissions(
  strapi: Core.Strapi,
): Promise<{ adminRoleId: number; staffRoleIds: Record<StaffRole, number> }> {
  const staffRoleIds = await ensureStaffRoles(strapi);
  const adminRoleId = staffRoleIds.admin;
  const roleQuery = strapi.db.query('plugin::users-permissions.role');
  const permissionQuery = strapi.db.query('plugin::users-permissions.permission');

  for (const [type, wanted] of Object.entries(ROLE_PERMISSIONS)) {
    const role = await roleQuery.findOne({ where: { type } });
    if (!role) throw new Error(`users-permissions role "${type}" is missing`);
    const current: Array<{ id: number; action: string }> = await permissionQuery.findMany({
      where: { role: role.id },
    });
    const stale = current.filter((permission) => !wanted.includes(permission.action));
    if (stale.length > 0) {
      await permissionQuery.deleteMany({ where: { id: { $in: stale.map((permission) => permission.id) } } });
    }
    const present = new Set(current.map((permission) => permission.action));
    for (const action of wanted.filter((name) => !present.has(name))) {
      await permissionQuery.create({ data: { action, role: role.id } });
    }
  }

  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  }
  return { adminRoleId, staffRoleIds };
}
