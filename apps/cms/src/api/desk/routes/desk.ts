/**
 * The recruiter's desk and the placement reports (docs/025-placements.md "Desk and reports"): Admins and Recruiters
 * (`reports`; never an Editor, never a client contact, whose portal session opens no staff route).
 * - GET /api/desk/needs-attention?limit= → { data: { total, counts: { [kind]: n }, items: [...] } }
 * - GET /api/reports/placements?from=YYYY-MM-DD&to=YYYY-MM-DD&timeZone= → { data: PlacementReport }
 */
const may = (permission: string) => ({ policies: [{ name: 'global::staff-may', config: { permission } }] });

export default {
  routes: [
    {
      method: 'GET',
      path: '/desk/needs-attention',
      handler: 'api::desk.desk.needsAttention',
      config: may('reports'),
    },
    {
      method: 'GET',
      path: '/reports/placements',
      handler: 'api::desk.desk.placementReport',
      config: may('reports'),
    },
  ],
};
