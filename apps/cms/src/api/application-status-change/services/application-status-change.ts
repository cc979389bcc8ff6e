import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::application-status-change.application-status-change');
