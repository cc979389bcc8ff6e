import type { Core } from '@strapi/strapi';

/**
 * Records that staff member `userId` has just signed in (a new session opened by a password, a second factor or an
 * accepted invitation): the team page's "last sign-in" (docs/022-the-team.md "Team page and invitations"). A refresh
 * of an open session is not a sign-in.
 */
export async function recordSignIn(strapi: Core.Strapi, userId: number): Promise<void> {
  await strapi.db
    .query('plugin::users-permissions.user')
    .update({ where: { id: userId }, data: { lastSignInAt: new Date() } });
}
