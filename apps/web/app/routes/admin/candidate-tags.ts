import type { Route } from './+types/candidate-tags';
import { noAccessText, requirePermission } from '~/features/staff/access.server';
import { loadTagSuggestions } from '~/features/candidates/candidates.server';
import { staffSession } from '~/features/staff/session.server';
import { staffListLoader } from '~/features/staff/staff-route.server';

/**
 * GET /admin/candidates/tags?prefix= — the candidate page's tag suggestions as staff type (JSON: tags in use that start
 * with `prefix`, the most used first; docs/023-talent-pool.md "Candidates"). The role must have `applications`.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession(), requirePermission('applications', noAccessText)];

export const loader = staffListLoader(async (token, params) =>
  Response.json(await loadTagSuggestions(token, params.get('prefix') ?? ''), {
    headers: { 'Cache-Control': 'private, no-store' },
  }),
);
