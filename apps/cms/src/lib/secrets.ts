/**
 * The secrets a production CMS refuses to start without (DESIGN §3): Strapi's own (`APP_KEYS` … `ENCRYPTION_KEY`) and
 * the one it shares with apps/web to sign page invalidations (docs/008). The root scripts' list
 * (scripts/lib/env.mjs `SECRET_NAMES`: what `npm start` generates into `.env` and requires in production) is these
 * and apps/web's `SESSION_SECRET`; secrets.test.ts holds the two lists together.
 *
 * `CMS_ADMIN_PASSWORD` is not among them: it is needed only while the admin panel has no super-admin, which only the
 * CMS can tell (src/bootstrap/panel-admin.ts refuses that start).
 */
export const CMS_SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'CACHE_INVALIDATION_SECRET',
] as const;

/**
 * Checks the production secrets.
 * @throws Error naming every missing secret.
 */
export function checkProductionSecrets(env: Record<string, string | undefined> = process.env): void {
  const missing = CMS_SECRET_NAMES.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Missing secrets in production: ${missing.join(', ')}.`);
}
