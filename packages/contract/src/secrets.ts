/**
 * The secrets a start needs, and which app reads each (README "Environment"; docs/000-product.md §12): Strapi's own
 * (`APP_KEYS` … `ENCRYPTION_KEY`), apps/web's session cookie secret, the secret both apps share to sign page-cache
 * invalidations (docs/008-public-pages-at-static-speed.md), and the key of the CMS's erasure log, which a restore needs
 * too (`ERASURE_LOG_KEY`: never rotated, or the log's older entries match no one; docs/021-operations.md "Backups and
 * the restore drill"). The one list: `npm start` generates these into a
 * development `.env` and refuses a production start without them (scripts/lib/env.mjs), and a production CMS refuses to
 * start without its own (apps/cms/src/lib/secrets.ts).
 *
 * `CMS_ADMIN_PASSWORD` is not among them: it is needed only while the admin panel has no super-admin, which only the
 * CMS can tell (apps/cms/src/bootstrap/panel-admin.ts refuses that start).
 */
export const REQUIRED_SECRETS = [
  { name: 'APP_KEYS', apps: ['cms'] },
  { name: 'API_TOKEN_SALT', apps: ['cms'] },
  { name: 'ADMIN_JWT_SECRET', apps: ['cms'] },
  { name: 'TRANSFER_TOKEN_SALT', apps: ['cms'] },
  { name: 'JWT_SECRET', apps: ['cms'] },
  { name: 'ENCRYPTION_KEY', apps: ['cms'] },
  { name: 'SESSION_SECRET', apps: ['web'] },
  { name: 'CACHE_INVALIDATION_SECRET', apps: ['cms', 'web'] },
  { name: 'ERASURE_LOG_KEY', apps: ['cms'] },
] as const;

export type SecretName = (typeof REQUIRED_SECRETS)[number]['name'];

/** Every required secret's name, in `REQUIRED_SECRETS`' order. */
export const SECRET_NAMES: readonly SecretName[] = REQUIRED_SECRETS.map((secret) => secret.name);

/** The names of the secrets `app` reads, in `REQUIRED_SECRETS`' order. */
export function secretNamesOf(app: 'cms' | 'web'): SecretName[] {
  return REQUIRED_SECRETS.filter((secret) => (secret.apps as readonly string[]).includes(app)).map(
    (secret) => secret.name,
  );
}
