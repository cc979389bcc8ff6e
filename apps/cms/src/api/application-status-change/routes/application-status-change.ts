import { factories } from '@strapi/strapi';

/**
 * Staff only, read only: status changes are written by PUT /job-applications/:id and deleted with their application.
 * The `find` action exists so that staff may populate an application's history.
 */
export default factories.createCoreRouter('api::application-status-change.application-status-change', {
  only: ['find'],
  config: { find: { policies: ['global::is-admin'] } },
});
