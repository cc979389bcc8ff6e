import { NO_ACCESS_MESSAGE, STAFF_PERMISSIONS, STAFF_ROLES, roleMay } from '@agency/contract';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { requirePermission } from './access.server';
import { STAFF_AREAS, areasFor } from './areas';
import { staffContext } from './session.server';

/** Runs `requirePermission(permission)` for a signed-in `role`: the route's own answer, or what the middleware threw. */
async function run(role: (typeof STAFF_ROLES)[number], permission: (typeof STAFF_PERMISSIONS)[number]) {
  const context = new RouterContextProvider();
  context.set(staffContext, { token: 't', user: { username: 'u', email: 'u@example.com', role } });
  const next = vi.fn(async () => new Response('the page'));
  const middleware = requirePermission(permission);
  try {
    const response = await middleware(
      {
        context,
        request: new Request('http://localhost/admin/x'),
        params: {},
        url: new URL('http://localhost/admin/x'),
      } as never,
      next,
    );
    return { response: response as Response, next };
  } catch (thrown) {
    return { response: thrown as Response, next };
  }
}

describe('requirePermission (docs/022-the-team.md "Enforcement")', () => {
  it('lets each role through exactly where the contract’s role table says, and answers 403 elsewhere', async () => {
    for (const role of STAFF_ROLES) {
      for (const permission of STAFF_PERMISSIONS) {
        const { response, next } = await run(role, permission);
        if (roleMay(role, permission)) {
          expect(await response.text(), `${role} ${permission}`).toBe('the page');
        } else {
          expect(response.status, `${role} ${permission}`).toBe(403);
          expect(await response.text()).toBe(NO_ACCESS_MESSAGE);
          expect(next).not.toHaveBeenCalled();
        }
      }
    }
  });
});

describe('areasFor', () => {
  it('gives an Editor the dashboard and the articles only, an Admin every part', () => {
    expect(areasFor('editor').map((area) => area.label)).toEqual(['Dashboard', 'Articles']);
    expect(areasFor('recruiter').map((area) => area.label)).toEqual(['Dashboard', 'Applications', 'Jobs', 'Enquiries']);
    expect(areasFor('admin')).toEqual(STAFF_AREAS);
  });
});
