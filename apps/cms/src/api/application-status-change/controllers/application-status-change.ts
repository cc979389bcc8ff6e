import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::application-status-change.application-status-change');
