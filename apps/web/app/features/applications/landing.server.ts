import { hasLanding, LANDING_FIELDS, landingOfQuery, type Landing } from '@agency/contract';

/** The server's side of a visit's landing (./landing.ts; docs/023-talent-pool.md "Sources"). */

/**
 * The landing of an apply form sent without the hidden fields (no JavaScript, or not yet): the `utm_*` of the page it
 * was posted to (`url`: the job page's action, to which the form posts, its query included), else of the page it was
 * sent from (`Referer`, our own origin only: the upload endpoint's). The other site's referrer is not known there.
 */
export function landingOfPage(request: Request, url: URL): Landing {
  const own = landingOfQuery(url.searchParams);
  if (hasLanding(own)) return own;
  try {
    const referer = new URL(request.headers.get('Referer') ?? '');
    return referer.origin === url.origin ? landingOfQuery(referer.searchParams) : {};
  } catch {
    return {};
  }
}

/**
 * `form` with `landing`'s values as its landing fields, when it carries none of its own (the hidden fields the script
 * filled in win); the same `FormData`, changed in place.
 */
export function withLanding(form: FormData, landing: Landing): FormData {
  const carried = LANDING_FIELDS.some((field) => {
    const value = form.get(field);
    return typeof value === 'string' && value.trim() !== '';
  });
  if (carried) return form;
  for (const field of LANDING_FIELDS) {
    const value = landing[field];
    if (value !== undefined) form.set(field, value);
  }
  return form;
}
