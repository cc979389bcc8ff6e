import { isBilingualPath, languageOfPath, withoutLanguage, type Language } from './languages';

/**
 * The language of the page a public form was sent from (docs/026-languages.md "E-mails"), which the web server sends to
 * the CMS with the application, enquiry, hiring request or job alert so that the person's e-mails are written in it.
 * A page's own action (`/ar/contact`, `/ar/jobs/{slug}`, their `.data` requests) is in its path's language; a form
 * endpoint that exists in one language only (`/resources/job-applications`, the apply form's upload target) reads the
 * page it was sent from: the `Referer`, our own origin only (as `landingOfPage` does). English when neither says.
 * Read from the request, never from what the form carries.
 */
export function submissionLanguage(request: Request): Language {
  const url = new URL(request.url);
  if (isBilingualPath(withoutLanguage(url.pathname))) return languageOfPath(url.pathname);
  try {
    const referer = new URL(request.headers.get('Referer') ?? '');
    return referer.origin === url.origin ? languageOfPath(referer.pathname) : 'en';
  } catch {
    return 'en';
  }
}
