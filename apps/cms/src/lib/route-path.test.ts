import { describe, expect, it } from 'vitest';
import { routePath } from './route-path';

describe('routePath', () => {
  it.each([
    ['/api/contacts', '/api/contacts'],
    ['/API/Contacts/', '/api/contacts'],
    ['/api/contacts//', '/api/contacts'],
    ['/admin/%72egister-admin', '/admin/register-admin'],
    ['/admin/%zz', '/admin/%zz'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => {
    expect(routePath(path)).toBe(expected);
  });
});
