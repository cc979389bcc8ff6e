import { PANEL_ADMIN_EMAIL } from './env.mjs';

/** The demo staff login of docs/000-product.md §12 as the CMS creates it (apps/cms/src/bootstrap/demo-account.ts). */
export function demoLogin(env = process.env) {
  return {
    username: env.ADMIN_USERNAME || 'admin',
    email: env.ADMIN_EMAIL || 'admin@example.com',
    password: env.ADMIN_PASSWORD || 'Admin-demo-2026!',
  };
}

/**
 * The demo Recruiter and Editor of docs/022-the-team.md as the CMS creates them outside production
 * (apps/cms/src/bootstrap/demo-account.ts `DEMO_STAFF`, overridable with `RECRUITER_*` / `EDITOR_*`); none in production.
 * @returns Array<{ role: 'Recruiter' | 'Editor', username, email, password }>
 */
export function demoStaffLogins(env = process.env) {
  if (env.NODE_ENV === 'production') return [];
  return [
    { role: 'Recruiter', prefix: 'RECRUITER', username: 'recruiter', password: 'Recruiter-demo-2026!' },
    { role: 'Editor', prefix: 'EDITOR', username: 'editor', password: 'Editor-demo-2026!' },
  ].map(({ role, prefix, username, password }) => ({
    role,
    username: env[`${prefix}_USERNAME`] || username,
    email: env[`${prefix}_EMAIL`] || `${username}@example.com`,
    password: env[`${prefix}_PASSWORD`] || password,
  }));
}

/**
 * How to sign in to the CMS admin panel, as `npm start` and `npm run start:cluster` print it: the super-admin the CMS
 * creates from `CMS_ADMIN_EMAIL` / `CMS_ADMIN_PASSWORD` (apps/cms/src/bootstrap/panel-admin.ts; `.env` holds the
 * development values). The password itself is shown outside production only.
 */
export function panelLogin(env = process.env) {
  const email = env.CMS_ADMIN_EMAIL || PANEL_ADMIN_EMAIL;
  if (env.NODE_ENV === 'production' || !env.CMS_ADMIN_PASSWORD) {
    return `${email} / the password in CMS_ADMIN_PASSWORD`;
  }
  return `${email} / ${env.CMS_ADMIN_PASSWORD} (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD in .env)`;
}
