import { describe, expect, it } from 'vitest';
import { REQUIRED_SECRETS, SECRET_NAMES, secretNamesOf } from './secrets.js';

describe('the required secrets', () => {
  it('name each secret once, each read by an app', () => {
    expect(new Set(SECRET_NAMES).size).toBe(REQUIRED_SECRETS.length);
    for (const secret of REQUIRED_SECRETS) expect(secret.apps.length).toBeGreaterThan(0);
  });

  it("give each app its own: the web app's session secret and the invalidation secret both share", () => {
    expect(secretNamesOf('web')).toEqual(['SESSION_SECRET', 'CACHE_INVALIDATION_SECRET']);
    expect(secretNamesOf('cms')).not.toContain('SESSION_SECRET');
    expect(secretNamesOf('cms')).toContain('CACHE_INVALIDATION_SECRET');
  });
});
