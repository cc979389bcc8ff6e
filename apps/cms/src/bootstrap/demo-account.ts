import type { StaffRole } from '@agency/contract';
import type { Core } from '@strapi/strapi';

/** The demo staff account of docs/000-product.md §12; every value can be overridden through the environment. */
export const DEMO_ACCOUNT = {
  username: 'admin',
  email: 'admin@example.com',
  password: 'Admin-demo-2026!',
} as const;

/**
 * Creates the staff account (users-permissions user with the Admin role) when no user has its username or
 * e-mail. In production nothing is created with the default password: `ADMIN_PASSWORD` must be set. The admin
 * panel's super-admin is another account with its own secrets (panel-admin.ts), never this one's password.
 */
export async function ensureDemoAccount(strapi: Core.Strapi, adminRoleId: number): Promise<void> {
  const username = process.env.ADMIN_USERNAME || DEMO_ACCOUNT.username;
  const email = (process.env.ADMIN_EMAIL || DEMO_ACCOUNT.email).toLowerCase();
  const password = process.env.ADMIN_PASSWORD || DEMO_ACCOUNT.password;
  if (process.env.NODE_ENV === 'production' && password === DEMO_ACCOUNT.password) {
    strapi.log.warn('No staff account created: set ADMIN_PASSWORD to create one in production.');
    return;
  }

  const users = strapi.db.query('plugin::users-permissions.user');
  const existing = await users.findOne({ where: { $or: [{ username }, { email }] } });
  if (!existing) {
    await strapi.plugin('users-permissions').service('user').add({
      username,
      email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: adminRoleId,
    });
    // Named by the variables that give it: an account's username and e-mail address are personal data, never logged.
    strapi.log.info('Staff account created (ADMIN_USERNAME / ADMIN_EMAIL).');
  }
}

/**
 * The demo Recruiter and Editor of docs/022-the-team.md "Enforcement" (development only): each value can be
 * overridden through the environment variables named after the role (`RECRUITER_USERNAME`, `RECRUITER_EMAIL`,
 * `RECRUITER_PASSWORD`; `EDITOR_…`). scripts/lib/demo.mjs prints the same values at `npm start`.
 */
export const DEMO_STAFF = {
  recruiter: { username: 'recruiter', email: 'recruiter@example.com', password: 'Recruiter-demo-2026!' },
  editor: { username: 'editor', email: 'editor@example.com', password: 'Editor-demo-2026!' },
} as const satisfies Partial<Record<StaffRole, { username: string; email: string; password: string }>>;

/**
 * Creates the demo Recruiter and Editor (users-permissions users with those roles) when no user has the username or
 * e-mail, outside production only: they exist to try the roles out, and a production database never gets them (even
 * with the variables set; real colleagues are invited from the team page).
 */
export async function ensureDemoStaff(strapi: Core.Strapi, staffRoleIds: Record<StaffRole, number>): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  const users = strapi.db.query('plugin::users-permissions.user');
  for (const [role, defaults] of Object.entries(DEMO_STAFF) as Array<
    [keyof typeof DEMO_STAFF, (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF]]
  >) {
    const prefix = role.toUpperCase();
    const username = process.env[`${prefix}_USERNAME`] || defaults.username;
    const email = (process.env[`${prefix}_EMAIL`] || defaults.email).toLowerCase();
    const password = process.env[`${prefix}_PASSWORD`] || defaults.password;
    if (await users.findOne({ where: { $or: [{ username }, { email }] } })) continue;
    await strapi.plugin('users-permissions').service('user').add({
      username,
      email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: staffRoleIds[role],
    });
    strapi.log.info(`Demo ${role} account created (${prefix}_USERNAME / ${prefix}_EMAIL).`);
  }
}
