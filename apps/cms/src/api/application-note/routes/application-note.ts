import { factories } from '@strapi/strapi';

/**
 * Staff who may work on applications (`applications`), read only: notes are written through POST /job-applications/:id/notes and deleted with their
 * application. The `find` action exists so that staff may populate an application's notes.
 */
export default factories.createCoreRouter('api::application-note.application-note', {
  only: ['find'],
  config: { find: { policies: [{ name: 'global::staff-may', config: { permission: 'applications' } }] } },
});
