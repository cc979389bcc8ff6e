import type { Core } from '@strapi/strapi';
import { ensureDemoAccount } from './bootstrap/demo-account';
import { applyRolesAndPermissions } from './bootstrap/permissions';
import { isContentEmpty, seedDemoContent } from './bootstrap/seed';

export default {
  register() {},

  /**
   * At every start: roles and permissions as code (DESIGN §6), the staff account, and on an empty database
   * (only then, and unless `SEED_DEMO=false`) the demo content.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const { adminRoleId } = await applyRolesAndPermissions(strapi);
    await ensureDemoAccount(strapi, adminRoleId);
    if (process.env.SEED_DEMO !== 'false' && (await isContentEmpty(strapi))) {
      const started = Date.now();
      await seedDemoContent(strapi);
      strapi.log.info(`Demo content seeded in ${Date.now() - started} ms.`);
    }
  },
};
