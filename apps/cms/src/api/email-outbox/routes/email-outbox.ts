/**
 * The email outbox for staff whose role has `emails` (docs/022-the-team.md: Admins); nobody else reaches it, and there is no core router: messages are written
 * by the services that cause them and changed only by the worker (lib/outbox.ts).
 * - GET /api/outbox?status=failed → { data: [message without body], meta: { total } }
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/outbox',
      handler: 'api::email-outbox.email-outbox.list',
      config: { policies: [{ name: 'global::staff-may', config: { permission: 'emails' } }] },
    },
  ],
};
