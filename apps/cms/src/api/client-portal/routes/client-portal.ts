/**
 * The client portal (docs/024-employers.md "Submissions and the client portal"; issue 22). No route is Strapi-
 * authenticated (`auth: false`): a staff bearer token gives nothing here. The two sign-in routes are open to anybody
 * and limited per client: the link request as a public form (`PUBLIC_CREATES`, src/middlewares/public-form-limit.ts)
 * and the exchange of a link like the other e-mailed links (`invitation-limit`). Every other route needs a live client
 * session in the `x-client-session` header (the `api::client-portal.client-session` middleware; 401 otherwise). No route
 * reads a query parameter (400 for any).
 * - POST /api/client-portal/sign-in-links `{ data: { email } }` → 202, the same answer for every address;
 * - POST /api/client-portal/sessions `{ data: { token } }` → 201 the session; 400 for a link that does not work;
 * - DELETE /api/client-portal/sessions/current → 204, the session revoked;
 * - GET /api/client-portal/me, /jobs, /jobs/:documentId, /submissions/:documentId/resume;
 * - POST /api/client-portal/submissions/:documentId/answers `{ data: { answer, reason, comment } }` → 201; 409 when the
 *   submission's stage refuses it (ended; docs/025-placements.md "Stages").
 */
const open = { auth: false as const };
const linkLimited = {
  auth: false as const,
  middlewares: [{ name: 'api::staff-invitation.invitation-limit', config: { limit: 'links' } }],
};
const signedIn = { auth: false as const, middlewares: ['api::client-portal.client-session'] };

const handler = (action: string) => `api::client-portal.client-portal.${action}`;

export default {
  routes: [
    { method: 'POST', path: '/client-portal/sign-in-links', handler: handler('requestLink'), config: open },
    { method: 'POST', path: '/client-portal/sessions', handler: handler('signIn'), config: linkLimited },
    { method: 'DELETE', path: '/client-portal/sessions/current', handler: handler('signOut'), config: signedIn },
    { method: 'GET', path: '/client-portal/me', handler: handler('me'), config: signedIn },
    { method: 'GET', path: '/client-portal/jobs', handler: handler('jobs'), config: signedIn },
    { method: 'GET', path: '/client-portal/jobs/:id', handler: handler('job'), config: signedIn },
    {
      method: 'GET',
      path: '/client-portal/submissions/:id/resume',
      handler: handler('resume'),
      config: signedIn,
    },
    {
      method: 'POST',
      path: '/client-portal/submissions/:id/answers',
      handler: handler('answer'),
      config: signedIn,
    },
  ],
};
