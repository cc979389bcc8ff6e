/** The demo staff login of DESIGN §3 as the CMS creates it (apps/cms/src/bootstrap/demo-account.ts). */
export function demoLogin(env = process.env) {
  return {
    username: env.ADMIN_USERNAME || 'admin',
    email: env.ADMIN_EMAIL || 'admin@example.com',
    password: env.ADMIN_PASSWORD || 'Admin-demo-2026!',
  };
}
