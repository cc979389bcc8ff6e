import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::audit-entry.audit-entry');
