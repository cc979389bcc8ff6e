import type { Core } from '@strapi/strapi';
import {
  ROLE_PERMISSIONS as ROLE_TABLE,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from '@agency/contract';
import { STAFF_ROLE_RECORDS } from '../lib/roles';

/**
 * The permission matrix of docs/000-product.md §14 and §15 and docs/022-the-team.md "Enforcement", applied in code at
 * every start so that nobody has to set it by hand in the admin panel, and so that a permission ticked there by mistake
 * is taken back at the next start. Each role gets exactly the actions listed here (users-permissions action names:
 * `api::<api>.<controller>.<action>`). The staff roles' lists are derived from the contract's role table
 * (`ROLE_PERMISSIONS` of packages/contract/src/team.ts) through `PERMISSION_ACTIONS`; every staff route also names its
 * permission in a `global::staff-may` policy, the second line.
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

/** A staff member's own two-factor sign-in (docs/022-the-team.md "Two-factor sign-in"), for every staff role. */
const OWN_TWO_FACTOR = [
  'api::two-factor.two-factor.status',
  'api::two-factor.two-factor.start',
  'api::two-factor.two-factor.confirm',
  'api::two-factor.two-factor.recoveryCodes',
  'api::two-factor.two-factor.disable',
];

/**
 * The team page (docs/022-the-team.md "Team page and invitations", src/api/staff-invitation/routes/team.ts): Admins
 * only; its routes' `global::staff-may` policy (permission `team`) is the second lock.
 */
export const TEAM_ACTIONS = [
  'api::staff-invitation.team.list',
  'api::staff-invitation.team.invite',
  'api::staff-invitation.team.resend',
  'api::staff-invitation.team.revoke',
  'api::staff-invitation.team.changeRole',
  'api::staff-invitation.team.deactivate',
  'api::staff-invitation.team.reactivate',
] as const;

/** An invitation link's two public routes: what it offers, and its acceptance (limited per client). */
export const TEAM_PUBLIC_ACTIONS = ['api::staff-invitation.team.lookup', 'api::staff-invitation.team.accept'] as const;

/**
 * The users-permissions actions each contract permission needs (docs/022-the-team.md "Enforcement"). An action needed
 * by two permissions is listed under both (categories and authors: read by the article and the job editors).
 */
export const PERMISSION_ACTIONS: Record<StaffPermission, readonly string[]> = {
  dashboard: ['api::staff.staff.me', 'api::dashboard.dashboard.stats'],
  articles: [
    ...crud('api::article.article'),
    // An article's Arabic version (docs/026-languages.md): GET|PUT|DELETE /articles/:id/arabic.
    ...['findArabic', 'saveArabic', 'deleteArabic'].map((action) => `api::article.article.${action}`),
    ...crud('api::category.category'),
    ...crud('api::author.author'),
    'plugin::upload.content-api.upload', // POST /upload: the article editor's cover image
  ],
  applications: [
    'api::job-application.job-application.find',
    'api::job-application.job-application.findOne',
    'api::job-application.job-application.create',
    'api::job-application.job-application.update',
    'api::job-application.job-application.delete',
    'api::job-application.job-application.downloadResume',
    'api::job-application.job-application.addNote', // POST /job-applications/:id/notes
    'api::job-application.job-application.countsByJob', // GET /job-applications/counts-by-job
    // The candidate's page link (docs/025-placements.md "The candidate's page"): send it again, revoke it.
    'api::application-link.application-link.sendAgain',
    'api::application-link.application-link.revoke',
    // The talent pool's candidates (docs/023-talent-pool.md "Candidates", src/api/candidate/routes/candidate.ts).
    ...['find', 'findOne', 'update', 'merge', 'tags'].map((action) => `api::candidate.candidate.${action}`),
    'api::candidate.intake.create', // POST /candidates: "Add candidate" (docs/023-talent-pool.md "Added by staff")
    'api::job-application.job-application.bulkStatus', // POST /job-applications/bulk-status
    // Sourcing (docs/023-talent-pool.md "Sourcing", src/api/sourcing/routes/sourcing.ts).
    ...['addCandidate', 'bulkTag', 'bulkAddToJob', 'suggestions'].map((action) => `api::sourcing.sourcing.${action}`),
    // Read only, so that staff may populate an application's notes and status history.
    'api::application-note.application-note.find',
    'api::application-status-change.application-status-change.find',
    'api::audit-entry.audit-entry.find', // GET /audit-entries: who did what to which record (no personal data)
    // The dashboard's application figures: the weekly chart, the latest applications and enquiries.
    'api::dashboard.dashboard.applicationsPerWeek',
    // Applications by source, last 30 days (docs/023-talent-pool.md "Sources").
    'api::dashboard.dashboard.applicationsBySource',
    'api::dashboard.dashboard.recent',
  ],
  jobs: [
    ...crud('api::job.job'),
    // A job's Arabic version (docs/026-languages.md): GET|PUT|DELETE /jobs/:id/arabic.
    ...['findArabic', 'saveArabic', 'deleteArabic'].map((action) => `api::job.job.${action}`),
    'api::job.job-search.search',
    // The job editor's category and author choices (read only).
    'api::category.category.find',
    'api::category.category.findOne',
    'api::author.author.find',
    'api::author.author.findOne',
    'api::staff.job-owners.list', // GET /staff/job-owners: who may own a job (id and name), for the job dialog
  ],
  'jobs.any': [],
  enquiries: [
    'api::contact.contact.find',
    'api::contact.contact.findOne',
    'api::contact.contact.create',
    'api::contact.contact.update',
    'api::contact.contact.delete',
  ],
  // Hiring requests (docs/024-employers.md "API"): read, set the status, delete, download the job description file, and
  // Convert to job (POST /hiring-requests/:id/convert, whose route also needs `jobs`); create is the public form's.
  clients: [
    ...crud('api::hiring-request.hiring-request'),
    'api::hiring-request.hiring-request.convert',
    'api::hiring-request.hiring-request.downloadJobDescription',
    // Clients and their contacts (docs/024-employers.md "Clients"; src/api/client, src/api/client-contact).
    ...['find', 'findOne', 'create', 'update', 'addContact'].map((action) => `api::client.client.${action}`),
    'api::client-contact.client-contact.update',
    'api::client-contact.client-contact.delete',
    // Submissions of applications to their job's client (docs/024-employers.md "Submissions and the client portal").
    'api::submission.submission.submit',
    'api::submission.submission.withdraw',
    // Interviews of submitted candidates (docs/025-placements.md "Interviews and calendar invitations").
    ...['create', 'list', 'reschedule', 'cancel', 'outcome'].map((action) => `api::interview.interview.${action}`),
    // Their stages (docs/025-placements.md "Stages"): POST /submissions/:id/moves.
    'api::submission.submission.move',
    // Offers and their answers (docs/025-placements.md "Offers and placements"): GET, POST /submissions/:id/offers,
    // POST /offers/:id/answer (an accepted offer makes the placement).
    ...['list', 'create', 'answer'].map((action) => `api::offer.offer.${action}`),
  ],
  // Placements (docs/025-placements.md "Offers and placements"): the list, a placement, its moves and its invoice.
  placements: ['find', 'findOne', 'move', 'invoice'].map((action) => `api::placement.placement.${action}`),
  // An Admin's part: a placement's fee, its lock, and a client's fee and guarantee terms.
  'placements.manage': [
    ...['fee', 'lock', 'unlock'].map((action) => `api::placement.placement.${action}`),
    'api::client.client-terms.update', // PUT /clients/:id/terms
  ],
  emails: [
    'api::email-outbox.email-outbox.list', // GET /outbox: messages by status (the failed ones), without bodies
    // The agency's settings (docs/025-placements.md "What the candidate is told"): GET, PUT /agency-settings.
    'api::agency-setting.agency-setting.show',
    'api::agency-setting.agency-setting.update',
  ],
  // The desk and the reports (docs/025-placements.md "Desk and reports"): GET /desk/needs-attention, GET /reports/placements.
  reports: ['api::desk.desk.needsAttention', 'api::desk.desk.placementReport'],
  // Erasure and access by e-mail address: POST /personal-data/find, /personal-data/export, /personal-data/erase
  'personal-data': [
    'api::personal-data.personal-data.summary',
    'api::personal-data.personal-data.export',
    'api::personal-data.personal-data.erase',
  ],
  team: TEAM_ACTIONS,
};

/** What every staff role may do whatever its permissions: read itself, end its session, say who it is. */
export const STAFF_BASE_ACTIONS = [
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.logout', // POST /auth/logout (ends the session)
  'api::staff.staff.me',
  ...OWN_TWO_FACTOR,
  // Their own profile: name, time zone, enquiry alerts (docs/022-the-team.md "Ownership, routing and time zones").
  'api::staff.profile.show',
  'api::staff.profile.update',
  ...PASSWORD_STAFF,
] as const;

/** A staff role's actions: the base ones and those of each permission of its row of the contract's role table. */
export function staffRoleActions(role: StaffRole): string[] {
  const permissions = STAFF_PERMISSIONS.filter((permission) => ROLE_TABLE[role].includes(permission));
  return [...new Set([...STAFF_BASE_ACTIONS, ...permissions.flatMap((permission) => PERMISSION_ACTIONS[permission])])];
}

const STAFF_ACTIONS = Object.fromEntries(STAFF_ROLES.map((role) => [role, staffRoleActions(role)])) as Record<
  StaffRole,
  string[]
>;

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
    'api::hiring-request.hiring-request.create', // the employers' form at /hire (docs/024-employers.md)
    // Job alerts (docs/014-job-alerts.md): subscribe (double opt-in), confirm and unsubscribe by the emailed token;
    // nothing to read.
    'api::job-alert.job-alert.subscribe',
    'api::job-alert.job-alert.confirm',
    'api::job-alert.job-alert.unsubscribe',
    'api::sitemap.sitemap.summary', // GET /sitemap: what the site's sitemap lists (slugs and dates)
    'api::sitemap.sitemap.entries',
    ...TEAM_PUBLIC_ACTIONS,
    ...PASSWORD_PUBLIC,
    // The talent pool's renewal link (docs/023-talent-pool.md "Consent and retention"): what it offers, and the renewal.
    'api::candidate.talent-pool.lookup',
    'api::candidate.talent-pool.renew',
    // A staff-added candidate's own data page (docs/023-talent-pool.md "Added by staff"): the signed link's three routes.
    ...['lookup', 'export', 'erase'].map((action) => `api::candidate.my-data.${action}`),
  ],
  // A user without a staff role may end the session it opened (apps/web does so when it refuses such a sign-in).
  authenticated: ['plugin::users-permissions.user.me', 'plugin::users-permissions.auth.logout'],
  ...STAFF_ACTIONS,
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

  for (const [type, listed] of Object.entries(ROLE_PERMISSIONS)) {
    const wanted = [...new Set(listed)]; // an action listed twice (two blocks) is granted once
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
