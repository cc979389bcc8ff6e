import { COVER_TYPE_MESSAGE, isCoverFile, NO_ACCESS_MESSAGE } from '@agency/contract';
import type { Route } from './+types/cover-upload';
import { requirePermission } from '~/features/staff/access.server';
import { uploadCover } from '~/features/articles/api.server';
import { isSameOrigin } from '~/features/staff/admin-origin.server';
import { ApiError, isAuthError } from '~/lib/api-error';
import { staffContext, staffSession } from '~/features/staff/session.server';

function json(body: unknown, status: number, headers = new Headers()): Response {
  headers.set('Cache-Control', 'no-store');
  return Response.json(body, { status, headers });
}

const SESSION_ENDED = { error: { message: 'Your session has ended. Please sign in again.' } };

/**
 * An upload is not a page to come back to: without a session, 403; a role without `articles` (docs/022-the-team.md),
 * 403 with the contract's NO_ACCESS_MESSAGE.
 */
export const middleware: Route.MiddlewareFunction[] = [
  staffSession((_url, headers) => json(SESSION_ENDED, 403, headers)),
  requirePermission('articles', () => json({ error: { message: NO_ACCESS_MESSAGE } }, 403)),
];

/**
 * POST /admin/covers — the article editor's cover upload (XMLHttpRequest with progress): one image under `file`,
 * forwarded to the CMS's `POST /upload` with the staff token. Answers JSON `{ id, url }`, or
 * `{ error: { message } }` with 400 (not a JPEG, PNG, WebP, GIF or AVIF image by name, type or content: the contract's
 * `COVER_TYPES`)/403/502 (413 for a body over 10 MB comes from server/body-limit.ts). No session
 * or another origin: 403.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) return json({ error: { message: 'Forbidden' } }, 403);
  const staff = context.get(staffContext);
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    return json({ error: { message: 'The upload could not be read.' } }, 400);
  }
  if (!(file instanceof File) || file.size === 0) return json({ error: { message: 'Choose an image file.' } }, 400);
  // By name and declared type here; the CMS checks the content too and answers 400 with its reason, shown as is.
  if (!isCoverFile(file.name, file.type)) return json({ error: { message: COVER_TYPE_MESSAGE } }, 400);
  try {
    return json(await uploadCover(staff.token, file), 201);
  } catch (error) {
    if (isAuthError(error)) return json(SESSION_ENDED, 403);
    const status = error instanceof ApiError && error.status && error.status < 500 ? error.status : 502;
    return json({ error: { message: error instanceof Error ? error.message : 'Upload failed' } }, status);
  }
}

/** A GET is not an upload. */
export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
