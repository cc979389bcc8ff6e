import { factories } from '@strapi/strapi';

/**
 * Staff only, read only: notes are written through POST /job-applications/:id/notes and deleted with their
 * application. The `find` action exists so that staff may populate an application's notes.
 */
export default factories.createCoreRouter('api::application-note.application-note', {
  only: ['find'],
  config: { find: { policies: ['global::is-admin'] } },
});
