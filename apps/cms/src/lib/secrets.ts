import { secretNamesOf } from '@agency/contract';

/**
 * The secrets a production CMS refuses to start without (docs/000-product.md §12): those of the contract's
 * `REQUIRED_SECRETS` the CMS reads, i.e. Strapi's own (`APP_KEYS` … `ENCRYPTION_KEY`) and the one it shares with
 * apps/web to sign page invalidations (docs/008-public-pages-at-static-speed.md). The same list gives the root scripts
 * theirs (scripts/lib/env.mjs).
 */
export const CMS_SECRET_NAMES = secretNamesOf('cms');

/**
 * Checks the production secrets.
 * @throws Error naming every missing secret.
 */
export function checkProductionSecrets(env: Record<string, string | undefined> = process.env): void {
  const missing = CMS_SECRET_NAMES.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Missing secrets in production: ${missing.join(', ')}.`);
}
