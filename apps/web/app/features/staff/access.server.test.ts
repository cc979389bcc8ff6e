import {
  NO_ACCESS_MESSAGE,
  roleMay,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from '@agency/contract';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { noAccessText, requirePermission } from './access.server';
import { areasFor, STAFF_AREAS } from './areas';
import { staffContext, withStaff } from './session.server';

const URL_ = new URL('http://localhost/admin/x');

/** A request context signed in as `role`, after the route's `requirePermission(permission, denied)` ran. */
async function routeFor(role: StaffRole, permission: StaffPermission | null, denied?: () => Response) {
  const context = new RouterContextProvider();
  context.set(staffContext, { token: 't', user: { username: 'u', email: 'u@example.com', role } });
  const next = vi.fn(async () => new Response('the page'));
  let answer: Response;
  if (permission) {
    const args = { context, request: new Request(URL_), params: {}, url: URL_ } as never;
    answer = await Promise.resolve(requirePermission(permission, denied)(args, next)).then(
      (response) => response as Response,
      (thrown: Response) => thrown,
    );
  } else answer = new Response('no middleware');
  return { context, next, answer };
}

/** What `withStaff` does in a loader of that route: the work's result, or the status it threw. */
async function load(context: RouterContextProvider) {
  return withStaff({ request: new Request(URL_), url: URL_, context }, async () => 'loaded').catch(
    (thrown: { init?: { status?: number }; data?: unknown }) => ({ status: thrown.init?.status, data: thrown.data }),
  );
}

describe('requirePermission and withStaff (docs/022-the-team.md "Enforcement")', () => {
  it('let a page’s loaders and actions run exactly where the contract’s role table says, 403 elsewhere', async () => {
    for (const role of STAFF_ROLES) {
      for (const permission of STAFF_PERMISSIONS) {
        const { context, next } = await routeFor(role, permission);
        expect(next).toHaveBeenCalled();
        expect(await load(context), `${role} ${permission}`).toEqual(
          roleMay(role, permission) ? 'loaded' : { status: 403, data: NO_ACCESS_MESSAGE },
        );
      }
    }
  });

  it('refuses the loaders of a staff route that declared no permission', async () => {
    const { context } = await routeFor('admin', null);
    expect(await load(context)).toEqual({ status: 403, data: NO_ACCESS_MESSAGE });
  });

  it('answers a resource route at once with its own 403', async () => {
    const refused = await routeFor('recruiter', 'personal-data', noAccessText);
    expect(refused.next).not.toHaveBeenCalled();
    expect(refused.answer.status).toBe(403);
    expect(await refused.answer.text()).toBe(NO_ACCESS_MESSAGE);
    const allowed = await routeFor('admin', 'personal-data', noAccessText);
    expect(await allowed.answer.text()).toBe('the page');
  });
});

describe('areasFor', () => {
  it('gives an Editor the dashboard and the articles only, an Admin every part', () => {
    expect(areasFor('editor').map((area) => area.label)).toEqual(['Dashboard', 'Articles']);
    expect(areasFor('recruiter').map((area) => area.label)).toEqual([
      'Dashboard',
      'Applications',
      'Candidates',
      'Jobs',
      'Enquiries',
      'Clients',
      'Hiring requests',
      'Placements',
      'Reports',
    ]);
    expect(areasFor('admin')).toEqual(STAFF_AREAS);
  });
});
