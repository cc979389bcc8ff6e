import type { Core } from '@strapi/strapi';
import { DEMO_ACCOUNT } from './demo-account';

/**
 * The super-admin of Strapi's own admin panel (docs/000-product.md §10: super-admins manage users and roles there),
 * kept apart from the staff account (docs/017-security-audit.md): a stolen staff password must not be full control of
 * the CMS.
 *
 * - It is created at bootstrap from its own secrets, `CMS_ADMIN_EMAIL` (default `cms-admin@example.com`) and
 *   `CMS_ADMIN_PASSWORD`, whenever the CMS has no active super-admin. `npm start` generates both into the root `.env`
 *   for development (scripts/lib/env.mjs); production has to be given the password.
 * - In production a CMS without a super-admin and without `CMS_ADMIN_PASSWORD` refuses to start: the panel's
 *   first-admin registration would otherwise be open to whoever comes first. That registration is closed in any case
 *   (src/middlewares/admin-registration.ts).
 * - `CMS_ADMIN_PASSWORD` equal to the staff password (`ADMIN_PASSWORD`, or the demo one outside production) is
 *   refused at start, and a panel user that signs in with the staff password or the published demo password (one made
 *   by an earlier version of this bootstrap, which gave the super-admin the staff account's credentials) is deactivated
 *   at every start.
 */

/** The panel super-admin's e-mail when `CMS_ADMIN_EMAIL` is unset (scripts/lib/env.mjs writes the same into .env). */
export const PANEL_ADMIN_DEFAULT_EMAIL = 'cms-admin@example.com';

const SUPER_ADMIN_ROLE = 'strapi-super-admin';

type Env = Record<string, string | undefined>;

const isProduction = (env: Env) => env.NODE_ENV === 'production';

/**
 * The staff account's password as src/bootstrap/demo-account.ts uses it: `ADMIN_PASSWORD`, else the demo password
 * outside production; null in production without `ADMIN_PASSWORD` (no staff account is created then).
 */
export function staffPassword(env: Env = process.env): string | null {
  return env.ADMIN_PASSWORD || (isProduction(env) ? null : DEMO_ACCOUNT.password);
}

/**
 * Refuses a panel password that is the staff password; run at register, before anything is stored.
 * @throws Error naming `CMS_ADMIN_PASSWORD` and `ADMIN_PASSWORD` when they are equal.
 */
export function checkPanelAdminSecret(env: Env = process.env): void {
  const panel = env.CMS_ADMIN_PASSWORD;
  if (panel && panel === staffPassword(env)) {
    throw new Error(
      'CMS_ADMIN_PASSWORD must differ from the staff password (ADMIN_PASSWORD): the admin panel ' +
        "super-admin never shares the staff account's password.",
    );
  }
}

/** Whether `password` opens the panel account whose bcrypt hash is `hash` (the panel's own comparison). */
function opens(strapi: Core.Strapi, password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return strapi.service('admin::auth').validatePassword(password, hash) as Promise<boolean>;
}

/**
 * Deactivates every active panel user that signs in with the staff password or the demo password, and ends its
 * panel sessions. Through the database, not the user service: the service refuses to deactivate the last
 * super-admin, which is exactly the account to take away here.
 * @returns how many were deactivated.
 */
async function deactivateStaffPasswordUsers(strapi: Core.Strapi, env: Env): Promise<number> {
  const passwords = [...new Set([staffPassword(env), DEMO_ACCOUNT.password].filter((value) => value !== null))];
  const users = strapi.db.query('admin::user');
  const active: Array<{ id: number; password?: string | null }> = await users.findMany({
    where: { isActive: true },
    select: ['id', 'password'],
  });
  let deactivated = 0;
  for (const user of active) {
    let matches = false;
    for (const password of passwords) matches ||= await opens(strapi, password, user.password);
    if (!matches) continue;
    await users.update({ where: { id: user.id }, data: { isActive: false } });
    await strapi.sessionManager('admin').invalidateRefreshToken(String(user.id));
    deactivated += 1;
  }
  if (deactivated > 0) {
    strapi.log.warn(
      `Deactivated ${deactivated} admin panel user(s) whose password was the staff password or the demo password; ` +
        'the panel super-admin comes from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD.',
    );
  }
  return deactivated;
}

/**
 * Makes sure the admin panel has an active super-admin that does not share the staff password (see the module's
 * comment). Creates it from `CMS_ADMIN_EMAIL` / `CMS_ADMIN_PASSWORD` when there is none; a panel user with that
 * e-mail already (deactivated above, say) gets the password, the super-admin role and is active again.
 * @throws Error in production when no super-admin exists and `CMS_ADMIN_PASSWORD` is not set (the start fails
 *         before the server listens).
 */
export async function ensurePanelSuperAdmin(strapi: Core.Strapi, env: Env = process.env): Promise<void> {
  await deactivateStaffPasswordUsers(strapi, env);
  const users = strapi.db.query('admin::user');
  const superAdmins = await users.count({ where: { isActive: true, roles: { code: SUPER_ADMIN_ROLE } } });
  if (superAdmins > 0) return;

  const password = env.CMS_ADMIN_PASSWORD;
  if (!password) {
    const message =
      'The CMS admin panel has no super-admin: set CMS_ADMIN_PASSWORD (and CMS_ADMIN_EMAIL, default ' +
      `${PANEL_ADMIN_DEFAULT_EMAIL}) to create one at start.`;
    if (isProduction(env)) throw new Error(`${message} A production CMS does not start without it.`);
    strapi.log.warn(message);
    return;
  }

  const email = (env.CMS_ADMIN_EMAIL || PANEL_ADMIN_DEFAULT_EMAIL).toLowerCase();
  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdminRole) throw new Error("Strapi's super-admin role is missing.");
  const adminUsers = strapi.service('admin::user');
  const existing = await users.findOne({ where: { email }, select: ['id'] });
  if (existing) {
    await adminUsers.updateById(existing.id, { password, isActive: true, roles: [superAdminRole.id] });
  } else {
    await adminUsers.create({
      email,
      firstname: 'CMS',
      lastname: 'Admin',
      password,
      isActive: true,
      registrationToken: null,
      roles: [superAdminRole.id],
    });
  }
  strapi.log.info('Admin panel super-admin ready (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD).');
}
