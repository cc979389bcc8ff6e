/**
 * The candidate's own page (docs/025-placements.md "The candidate's page"; issue 28). The public routes are not
 * Strapi-authenticated (`auth: false`: a staff bearer token gives nothing here); the token travels in the body of a POST,
 * never in a CMS URL, and every one of them is a POST, so that no GET (a mail scanner's) changes anything. They are
 * limited per client: the link request as a public form (`PUBLIC_CREATES`, src/middlewares/public-form-limit.ts), the
 * others like the other e-mailed links (`invitation-limit`). No route reads a query parameter (400 for any).
 * - POST /api/candidate-page/view `{ data: { token } }` → the page's data; 404 for a link that does not work;
 * - POST /api/candidate-page/withdraw `{ data: { token, reason } }` → the page, withdrawn; 409 once it has ended;
 * - POST /api/candidate-page/time-zone `{ data: { token, timeZone } }`;
 * - POST /api/candidate-page/interviews/pick `{ data: { token, interview, slot, timeZone } }` → the page, the time booked;
 * - POST /api/candidate-page/interviews/calendar `{ data: { token, interview } }` → the `.ics` of the invitation;
 * - POST /api/candidate-page/links `{ data: { email } }` → 202, the same answer for every address;
 * - POST /api/candidate-page/export `{ data: { token } }` → the personal-data ZIP;
 * - POST /api/candidate-page/consent-withdrawal `{ data: { token } }` → everything of the address erased.
 * Staff (`applications`): POST /api/job-applications/:documentId/candidate-link (send again) and
 * POST /api/job-applications/:documentId/candidate-link/revoke.
 */
const open = { auth: false as const };
const linkLimited = {
  auth: false as const,
  middlewares: [{ name: 'api::staff-invitation.invitation-limit', config: { limit: 'links' } }],
};
const staff = { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] };

const handler = (action: string) => `api::application-link.application-link.${action}`;

export default {
  routes: [
    { method: 'POST', path: '/candidate-page/view', handler: handler('view'), config: linkLimited },
    { method: 'POST', path: '/candidate-page/withdraw', handler: handler('withdraw'), config: linkLimited },
    { method: 'POST', path: '/candidate-page/time-zone', handler: handler('timeZone'), config: linkLimited },
    { method: 'POST', path: '/candidate-page/interviews/pick', handler: handler('pickSlot'), config: linkLimited },
    {
      method: 'POST',
      path: '/candidate-page/interviews/calendar',
      handler: handler('calendar'),
      config: linkLimited,
    },
    { method: 'POST', path: '/candidate-page/links', handler: handler('requestLinks'), config: open },
    { method: 'POST', path: '/candidate-page/export', handler: handler('exportData'), config: linkLimited },
    {
      method: 'POST',
      path: '/candidate-page/consent-withdrawal',
      handler: handler('withdrawConsent'),
      config: linkLimited,
    },
    { method: 'POST', path: '/job-applications/:id/candidate-link', handler: handler('sendAgain'), config: staff },
    {
      method: 'POST',
      path: '/job-applications/:id/candidate-link/revoke',
      handler: handler('revoke'),
      config: staff,
    },
  ],
};
