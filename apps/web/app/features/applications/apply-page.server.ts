import { talentPoolMonths, type ScreeningQuestion } from '@agency/contract';
import type { PageRequest } from '~/lib/request-info';
import { createCookie, data, redirect } from 'react-router';
import { APPLIED_COOKIE } from '~/lib/session-cookie';
import { applicationConstraint } from './application-schema';
import { handleApplication } from './applications.server';
import { APPLY_STATUS_ID } from './apply-status';
import { newIdempotencyKey } from './idempotency-key';
import { landingOfPage } from './landing.server';

const appliedCookie = createCookie(APPLIED_COOKIE, { httpOnly: true, sameSite: 'lax', maxAge: 60 });

/**
 * A form the browser sent as a navigation (no JavaScript, or not yet), whose answer becomes the page: Fetch
 * Metadata's `Sec-Fetch-Dest: document`. A script or another program posting the form gets the answer itself.
 */
function isPageNavigation(request: Request): boolean {
  return request.headers.get('Sec-Fetch-Dest') === 'document';
}

/**
 * The job page's action: the apply form sent without JavaScript (`handleApplication`, as the upload endpoint does).
 * A success sent by a browser's navigation is answered with post/redirect/get (docs/007-honest-application-intake.md):
 * a 303 to the job page at `#apply-form-status`, with a one-minute cookie on that page's path saying that the
 * application was sent, so a reload of the page it lands on sends nothing again. Anything else (a failure, whose page
 * must show the values that were sent; a browser without Fetch Metadata; a program) is answered in place: the form
 * posts to `#apply-form-status`, so that page lands on the message too, and sending it again repeats the same
 * submission (its idempotency key), which stores nothing twice. `questions` are the job's screening questions, whose
 * answers are checked here as the browser would have (`handleApplication`).
 */
export async function applyFromJobPage(
  { request, url }: PageRequest,
  clientIp: string,
  questions: readonly ScreeningQuestion[] = [],
) {
  // Without JavaScript the form posts to the page's own URL: its `utm_*` when the visit began on it.
  const { response, status } = await handleApplication(request, clientIp, landingOfPage(request, url), questions);
  if (!response.success || !isPageNavigation(request)) return data(response, { status });
  const cookie = await appliedCookie.serialize(true, { path: url.pathname, secure: url.protocol === 'https:' });
  return redirect(`${url.pathname}#${APPLY_STATUS_ID}`, { status: 303, headers: { 'Set-Cookie': cookie } });
}

/**
 * When the request carries the cookie of `applyFromJobPage` (the applicant just applied on this page): the headers
 * of the answer, which removes the cookie (the message shows once) and keeps the page out of shared caches. Else null.
 */
export async function takeAppliedNotice({ request, url }: PageRequest): Promise<Headers | null> {
  if (!(await appliedCookie.parse(request.headers.get('Cookie')))) return null;
  return new Headers([
    ['Set-Cookie', await appliedCookie.serialize('', { path: url.pathname, maxAge: 0, expires: new Date(0) })],
    ['Cache-Control', 'private, no-store'],
  ]);
}

/**
 * What a job's page needs for its apply form (the route module hands this to the job page's loader): the form's
 * submission key, its fields' constraints and the talent pool's period in months; for an open job, `applied` when the applicant was sent here
 * after applying without JavaScript (`takeAppliedNotice`), with the headers of that answer, which is for this browser
 * only (`Cache-Control: private, no-store`).
 */
export async function applyFormOfJobPage(page: PageRequest, job: { open: boolean }) {
  const notice = job.open ? await takeAppliedNotice(page) : null;
  return {
    fields: {
      // A page served to several visitors may share the key, which is safe: the CMS scopes a key to the job and the
      // applicant's e-mail.
      applicationKey: newIdempotencyKey(),
      applicationConstraint: applicationConstraint(),
      // The talent-pool box's period (`TALENT_POOL_MONTHS`, read as the CMS reads it; docs/023-talent-pool.md).
      poolMonths: talentPoolMonths(process.env.TALENT_POOL_MONTHS),
      applied: notice !== null,
    },
    headers: notice,
  };
}
