import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::application-note.application-note');
