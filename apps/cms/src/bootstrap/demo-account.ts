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
