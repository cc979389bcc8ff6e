import { REQUIRED_SECRETS } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { generateSecrets, secretNames } from '../../../../scripts/lib/env.mjs';
import { checkPanelAdminSecret, staffPassword } from '../bootstrap/panel-admin';
import { checkProductionSecrets, checkProductionSettings, checkPublicUrl, CMS_SECRET_NAMES } from './secrets';

describe('the secrets of a production start', () => {
  it("are the contract's list less apps/web's own, the list the root scripts generate and require", () => {
    expect([...CMS_SECRET_NAMES].sort()).toEqual(
      REQUIRED_SECRETS.map((secret) => secret.name)
        .filter((name) => name !== 'SESSION_SECRET')
        .sort(),
    );
    expect(secretNames()).toEqual(REQUIRED_SECRETS.map((secret) => secret.name));
    expect(Object.keys(generateSecrets()).sort()).toEqual([...secretNames(), 'CMS_ADMIN_PASSWORD'].sort());
  });

  it('names every missing one', () => {
    const env = { ...generateSecrets() };
    expect(() => checkProductionSecrets(env)).not.toThrow();
    delete env.JWT_SECRET;
    delete env.APP_KEYS;
    expect(() => checkProductionSecrets(env)).toThrow('Missing secrets in production: APP_KEYS, JWT_SECRET.');
  });
});

describe("the website's address of a production start (PUBLIC_URL)", () => {
  it('is required, and the message says what to set', () => {
    expect(() => checkPublicUrl({})).toThrow(
      "PUBLIC_URL is not set: a production CMS needs the website's public address for the links in its e-mails " +
        '(for example PUBLIC_URL=https://www.example.com).',
    );
    expect(() => checkPublicUrl({ PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL is not set/);
  });

  it('must be an http(s) address', () => {
    for (const value of ['www.example.com', 'ftp://example.com', 'javascript:alert(1)']) {
      expect(() => checkPublicUrl({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL must be the website's address/);
    }
    for (const value of ['https://www.example.com', 'http://127.0.0.1:8080/']) {
      expect(() => checkPublicUrl({ PUBLIC_URL: value }), value).not.toThrow();
    }
  });

  it('is checked with the secrets, after them', () => {
    const env: Record<string, string> = { ...generateSecrets() };
    expect(() => checkProductionSettings(env)).toThrow(/PUBLIC_URL is not set/);
    expect(() => checkProductionSettings({ ...env, PUBLIC_URL: 'https://www.example.com' })).not.toThrow();
    delete env.JWT_SECRET;
    expect(() => checkProductionSettings(env)).toThrow('Missing secrets in production: JWT_SECRET.');
  });
});

describe('the admin panel super-admin password', () => {
  it('is generated for development beside the other secrets, different from the demo staff password', () => {
    const generated = generateSecrets();
    expect(generated.CMS_ADMIN_PASSWORD).toMatch(/^[\w-]{20,}$/);
    expect(() => checkPanelAdminSecret({ NODE_ENV: 'development', ...generated })).not.toThrow();
  });

  it('may never be the staff password, in production or outside it', () => {
    expect(() =>
      checkPanelAdminSecret({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Same-2026!', CMS_ADMIN_PASSWORD: 'Same-2026!' }),
    ).toThrow(/CMS_ADMIN_PASSWORD must differ from the staff password \(ADMIN_PASSWORD\)/);
    // Outside production the staff account falls back to the demo password.
    expect(() => checkPanelAdminSecret({ NODE_ENV: 'development', CMS_ADMIN_PASSWORD: staffPassword({})! })).toThrow(
      /CMS_ADMIN_PASSWORD/,
    );
    expect(() =>
      checkPanelAdminSecret({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'Staff-2026!',
        CMS_ADMIN_PASSWORD: 'Panel-2026!',
      }),
    ).not.toThrow();
  });
});
