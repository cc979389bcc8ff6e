import type { Route } from './+types/invitation';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { cmsSession } from '~/features/staff/api.server';
import { createStaffSession } from '~/features/staff/session.server';
import { InvitationPage } from '~/features/team/components/invitation-page';
import { acceptFromForm, AFTER_ACCEPT, INVITATION_HEADERS, loadInvitation } from '~/features/team/invitation.server';
import { requestInfo } from '~/lib/request-info';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/invitation?token=… — the link of an invitation e-mail (docs/022-the-team.md "Team page and invitations"),
 * outside the admin layout: nobody is signed in yet. A usable link shows the form to set a name and password; a link
 * that is expired, used, revoked or tampered with gets a page that says it cannot be used (404), and changes nothing.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadInvitation(url, context.get(requestInfo).clientIp);
}

/**
 * Creates the member through the CMS, then signs them in as a sign-in does (their CMS session sealed into the staff
 * cookie) and goes to the dashboard; or the form's messages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return acceptFromForm(request, context.get(requestInfo).clientIp, ({ tokens, deviceId, user }) =>
    createStaffSession(
      request,
      { ...cmsSession(tokens, deviceId), user: { username: user.username, email: user.email, role: user.role } },
      AFTER_ACCEPT,
    ),
  );
}

export const meta: Route.MetaFunction = () => staffMeta('Join the team');

export function headers() {
  return INVITATION_HEADERS;
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage view={loaderData} answer={actionData} />;
}
