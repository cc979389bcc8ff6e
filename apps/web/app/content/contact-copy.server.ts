/**
 * The words of the Contact and Hire pages in the request's language (docs/026-languages.md "Forms and their messages"),
 * for their loaders: the English content modules or their Arabic twins (./ar/contact-page.ts), as loader data (text
 * only: the page puts the claims' icons back with `withText`). Server-only, so that a page's script never carries the
 * other language's copy.
 */
import type { Language } from '~/i18n/languages';
import {
  AR_CLAIMS,
  AR_CONTACT_PAGE,
  AR_EMAIL_SUPPORT,
  AR_FAQS,
  AR_HIRE_PAGE,
  AR_OFFICE_NAMES,
} from './ar/contact-page';
import { EMAIL_SUPPORT } from './contact';
import { CLAIMS, FAQS } from './faqs';
import { textOf } from './localized';
import { OFFICES } from './offices';
import { CONTACT_PAGE, HIRE_PAGE } from './pages';

/** The Contact page's hero, meta, e-mail support card, claims, questions and offices in `language`. */
export function contactCopy(language: Language) {
  if (language === 'en') {
    return {
      page: CONTACT_PAGE,
      emailSupport: { ...EMAIL_SUPPORT },
      claims: textOf(CLAIMS),
      faqs: FAQS,
      offices: OFFICES,
    };
  }
  return {
    page: AR_CONTACT_PAGE,
    emailSupport: { ...AR_EMAIL_SUPPORT, address: EMAIL_SUPPORT.address },
    claims: AR_CLAIMS,
    faqs: AR_FAQS,
    offices: OFFICES.map((office, index) => ({ ...office, ...AR_OFFICE_NAMES[index] })),
  };
}

/** The Hire page's hero and meta in `language`. */
export function hireCopy(language: Language) {
  return { page: language === 'en' ? HIRE_PAGE : AR_HIRE_PAGE };
}
