import { randomBytes } from 'crypto';
import { createRequire } from 'module';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import type * as StrapiModule from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { service } from '../../src/lib/services';

/**
 * The job alert service's calls that have no HTTP route, on a real CMS loaded in this process (the built app, its own
 * throwaway SQLite database, no demo content, mail to a port where nothing listens, the digest task never due):
 * the personal-data hooks of the GDPR work (`listByEmail`, `deleteByEmail`), and two digest runs at once recording
 * one digest.
 */

const CMS_DIR = path.resolve(__dirname, '..', '..');
// Strapi's CommonJS build, as `strapi start` loads it (its ES build imports lodash/fp in a way Node's ESM refuses).
const { createStrapi } = createRequire(__filename)('@strapi/strapi') as typeof StrapiModule;
let strapi: Core.Strapi;
let dataDir: string;

/** The variables this file changes, with their values before it, to put back afterwards. */
const savedEnv: Record<string, string | undefined> = {};
function setEnv(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-job-alert-service-'));
  const secret = () => randomBytes(16).toString('base64');
  setEnv({
    NODE_ENV: 'test',
    DATABASE_FILENAME: path.join(dataDir, 'data.db'),
    PUBLIC_DIR: path.join(dataDir, 'public'),
    RESUME_STORAGE_DIR: path.join(dataDir, 'resumes'),
    SEED_DEMO: 'false',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9', // discard: nothing listens, the outbox keeps its messages pending
    JOB_ALERT_SCHEDULE: '0 0 0 1 1 *',
    RETENTION_SCHEDULE: '0 0 0 1 1 *',
    WEB_URL: '',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    CACHE_INVALIDATION_SECRET: secret(),
    STRAPI_TELEMETRY_DISABLED: 'true',
  });
  await fs.mkdir(path.join(dataDir, 'public', 'uploads'), { recursive: true });
  strapi = await createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') }).load();
});

afterAll(async () => {
  await strapi?.destroy();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

const alerts = () => service(strapi, 'api::job-alert.job-alert');

/** The token of the address's subscription to `q` (read from the table, as only the emails carry it). */
async function tokenOf(email: string, q: string): Promise<string> {
  const rows: Array<{ token: string; search: { q: string } }> = await strapi.db
    .query('api::job-alert.job-alert')
    .findMany({ where: { email }, select: ['token', 'search'] });
  return rows.find((row) => row.search.q === q)!.token;
}

describe('personal data of job alerts', () => {
  it('listByEmail gives an address’s subscriptions without tokens; deleteByEmail deletes them and counts', async () => {
    await alerts().subscribe({ email: 'Ana@Example.com', search: { q: 'nurse' } });
    await alerts().subscribe({ email: 'ana@example.com', search: { q: 'doctor', country: 'ae' } });
    await alerts().subscribe({ email: 'other@example.com', search: {} });
    await alerts().confirm({ token: await tokenOf('ana@example.com', 'nurse') });

    const listed = await alerts().listByEmail('  ANA@example.com ');
    expect(listed).toHaveLength(2);
    expect(listed.map((row) => [row.search.q, row.search.country, Boolean(row.confirmedAt)])).toEqual([
      ['nurse', null, true],
      ['doctor', 'AE', false],
    ]);
    for (const row of listed) {
      expect(Object.keys(row).sort()).toEqual(
        ['confirmedAt', 'createdAt', 'documentId', 'email', 'lastDigestAt', 'search'].sort(),
      );
    }

    expect(await alerts().deleteByEmail('ANA@example.com')).toBe(2);
    expect(await alerts().listByEmail('ana@example.com')).toEqual([]);
    expect(await alerts().deleteByEmail('ana@example.com')).toBe(0);
    expect(await alerts().listByEmail('other@example.com')).toHaveLength(1);
  });
});

describe('the digest', () => {
  it('records one digest when two runs handle the same subscription at once', async () => {
    await alerts().subscribe({ email: 'twice@example.com', search: { q: 'lighthouse' } });
    await alerts().confirm({ token: await tokenOf('twice@example.com', 'lighthouse') });
    await strapi.documents('api::job.job').create({
      data: {
        title: 'Lighthouse keeper',
        slug: 'lighthouse-keeper',
        status: 'open',
        description: '<p>Keep the light.</p>',
        company: 'Coast',
        country: 'GB',
      },
    });
    const now = new Date(Date.now() + 1000);
    const digests = () =>
      strapi.db
        .query('api::email-outbox.email-outbox')
        .count({ where: { to: 'twice@example.com', kind: 'job-alert-digest' } });

    const runs = await Promise.all([alerts().sendDigests(now), alerts().sendDigests(now)]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    expect(await digests()).toBe(1);
    // A later run finds nothing new.
    expect(await alerts().sendDigests(new Date(now.getTime() + 1000))).toBe(0);
    expect(await digests()).toBe(1);
  });
});
