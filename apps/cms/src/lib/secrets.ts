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

/**
 * The website's address a production CMS needs (`PUBLIC_URL`, README "Environment"): the links of its e-mails point
 * there (job-alert confirmation and unsubscribe, staff alerts; lib/emails.ts), and it is the one website origin CORS
 * allows (config/middlewares.ts). Outside production both fall back to the local web app, `http://localhost:3000`,
 * which in production would send every recipient of an e-mail to their own machine.
 * @throws Error saying what to set when `PUBLIC_URL` is missing or is not an absolute http(s) address.
 */
export function checkPublicUrl(env: Record<string, string | undefined> = process.env): void {
  const value = env.PUBLIC_URL?.trim();
  const example = 'for example PUBLIC_URL=https://www.example.com';
  if (!value) {
    throw new Error(
      `PUBLIC_URL is not set: a production CMS needs the website's public address for the links in its e-mails ` +
        `(${example}).`,
    );
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`PUBLIC_URL must be the website's address starting with https:// or http:// (${example}).`);
  }
}

/**
 * What a production start checks before anything else (src/index.ts `register`): the secrets
 * (`checkProductionSecrets`) and the website's address (`checkPublicUrl`).
 * @throws Error from the first check that fails.
 */
export function checkProductionSettings(env: Record<string, string | undefined> = process.env): void {
  checkProductionSecrets(env);
  checkPublicUrl(env);
}
