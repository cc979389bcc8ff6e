import { factories } from '@strapi/strapi';

/**
 * Staff who may work on applications (`applications`), read only: status changes are written by PUT /job-applications/:id and deleted with their application.
 * The `find` action exists so that staff may populate an application's history.
 */
export default factories.createCoreRouter('api::application-status-change.application-status-change', {
  only: ['find'],
  config: { find: { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] } },
});
