import type { StaffRole } from '@agency/contract';
import { data } from 'react-router';
import { ApiError, bodyFieldErrors, isCmsUnavailable } from '~/lib/api-error';
import { readFormData } from '~/lib/form-data.server';
import { log } from '~/lib/log.server';
import { acceptInvitation, lookupInvitation, type AcceptedInvitation } from './api.server';
import { parseAccept } from './schema';

/** Where a new member lands once signed in. */
export const AFTER_ACCEPT = '/admin/dashboard';

/** The invitation page's answers are never stored by the browser or a proxy, nor indexed. */
export const INVITATION_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** What the invitation page shows: the form for a usable link, or why there is none. */
export type InvitationView =
  | { state: 'open'; token: string; email: string; role: StaffRole }
  | { state: 'unusable' }
  | { state: 'failed'; message: string };

const TOO_MANY = 'Too many attempts from your connection. Wait a minute and try again.';
/** The CMS could not be reached (the sign-in's words, docs/000-product.md §8 "Login network failure"). */
const NETWORK = 'Network error. Please check your connection and try again.';

/**
 * /admin/invitation?token=…: what the link offers (the CMS's public lookup, the visitor's address forwarded for its
 * limit). A link that cannot be used (expired, used, revoked, tampered, missing) answers 404 with the same page,
 * whatever the reason; nothing changes.
 */
export async function loadInvitation(url: URL, clientIp: string) {
  const token = url.searchParams.get('token') ?? '';
  let view: InvitationView;
  try {
    const offered = token ? await lookupInvitation(token, clientIp) : null;
    view = offered ? { state: 'open', token, ...offered } : { state: 'unusable' };
  } catch (error) {
    log.error({ err: error }, 'The invitation could not be looked up');
    const message = error instanceof ApiError && error.status === 429 ? TOO_MANY : NETWORK;
    view = { state: 'failed', message };
  }
  const status = view.state === 'open' ? 200 : view.state === 'unusable' ? 404 : 503;
  return data(view, { status, headers: INVITATION_HEADERS });
}

/**
 * The invitation page's form: name, optional username and password, checked with the contract's rules; then the CMS
 * creates the member and opens their session, which `signIn` turns into the staff cookie and a redirect (the route
 * composes it from the staff feature: `createStaffSession` to the dashboard).
 * The CMS's refusals come back on their fields (the password's strength reason, a username taken); a link that stopped
 * working meanwhile shows the unusable-link page.
 */
export async function acceptFromForm(
  request: Request,
  clientIp: string,
  signIn: (accepted: AcceptedInvitation) => Promise<Response>,
) {
  const formData = await readFormData(request);
  const submission = parseAccept(formData);
  const hide = { hideFields: ['password'] };
  if (submission.status !== 'success') {
    return data({ unusable: false, result: submission.reply(hide) }, { status: 400, headers: INVITATION_HEADERS });
  }
  try {
    return await signIn(await acceptInvitation(submission.value, clientIp));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return data({ unusable: true, result: submission.reply(hide) }, { status: 404, headers: INVITATION_HEADERS });
    }
    const status = error instanceof ApiError && error.status ? error.status : 503;
    const fieldErrors = error instanceof ApiError ? bodyFieldErrors(error.body) : {};
    let formErrors: string[] = [];
    if (status === 409 && error instanceof ApiError) fieldErrors.username = [error.message];
    else if (status === 429) formErrors = [TOO_MANY];
    else if (Object.keys(fieldErrors).length === 0) {
      if (!(error instanceof ApiError && error.status === 400))
        log.error({ err: error }, 'Accepting an invitation failed');
      formErrors = [isCmsUnavailable(error) || !(error instanceof ApiError) ? NETWORK : error.message];
    }
    return data(
      { unusable: false, result: submission.reply({ ...hide, fieldErrors, formErrors }) },
      { status, headers: INVITATION_HEADERS },
    );
  }
}
