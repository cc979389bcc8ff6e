import { REQUIRED_SECRETS } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { generateSecrets, secretNames } from '../../../../scripts/lib/env.mjs';
import { checkPanelAdminSecret, staffPassword } from '../bootstrap/panel-admin';
import { checkProductionSecrets, CMS_SECRET_NAMES } from './secrets';

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
