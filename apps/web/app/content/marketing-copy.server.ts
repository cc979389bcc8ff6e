/**
 * The words of the home, About and Testimonials pages in the request's language (docs/026-languages.md "Marketing
 * pages"), for their loaders: the English content modules or their Arabic twins in ./ar, as loader data (text only:
 * the pages put the English items' icons back with `withText`). Server-only, so that a page's script never carries
 * the other language's copy.
 */
import type { Language } from '~/i18n/languages';
import * as ar from './ar';
import { CORE_SERVICES } from './core-services';
import { INDUSTRIES } from './industries';
import { textOf } from './localized';
import { ABOUT_PAGE, HOME_PAGE, TESTIMONIALS_PAGE } from './pages';
import { ABOUT_STATS, HOME_STATS, TESTIMONIAL_STATS } from './stats';
import { BUSINESS_ROLES, TECH_CATEGORIES } from './talent';
import { ABOUT_MISSION, ABOUT_STORY, ABOUT_WHY_CHOOSE_US, CORE_VALUES, HOME_WHY_CHOOSE_US } from './values';

const HOME = {
  en: {
    page: HOME_PAGE,
    coreServices: textOf(CORE_SERVICES),
    whyChooseUs: textOf(HOME_WHY_CHOOSE_US),
    stats: HOME_STATS,
    techCategories: textOf(TECH_CATEGORIES),
    businessRoles: textOf(BUSINESS_ROLES),
    industries: textOf(INDUSTRIES),
  },
  ar: {
    page: ar.HOME_PAGE,
    coreServices: ar.CORE_SERVICES,
    whyChooseUs: ar.HOME_WHY_CHOOSE_US,
    stats: ar.HOME_STATS,
    techCategories: ar.TECH_CATEGORIES,
    businessRoles: ar.BUSINESS_ROLES,
    industries: ar.INDUSTRIES,
  },
};

/** The home page's section headings and cards (core services, why choose us, numbers, talent, industries). */
export type HomeCopy = (typeof HOME)['en'];

const ABOUT = {
  en: {
    page: ABOUT_PAGE,
    stats: ABOUT_STATS,
    story: ABOUT_STORY,
    mission: ABOUT_MISSION,
    whyChooseUs: textOf(ABOUT_WHY_CHOOSE_US),
    values: textOf(CORE_VALUES),
  },
  ar: {
    page: ar.ABOUT_PAGE,
    stats: ar.ABOUT_STATS,
    story: ar.ABOUT_STORY,
    mission: ar.ABOUT_MISSION,
    whyChooseUs: ar.ABOUT_WHY_CHOOSE_US,
    values: ar.CORE_VALUES,
  },
};

/** The About page's hero, figures, story, mission, cards and call to action. */
export type AboutCopy = (typeof ABOUT)['en'];

const TESTIMONIALS = {
  en: { page: TESTIMONIALS_PAGE, stats: TESTIMONIAL_STATS },
  ar: { page: ar.TESTIMONIALS_PAGE, stats: ar.TESTIMONIAL_STATS },
};

/** The Testimonials page's headings and figures (the reviews stay in their own language: content/testimonials.ts). */
export type TestimonialsCopy = (typeof TESTIMONIALS)['en'];

/** The home page's words in `language`. */
export const homeCopy = (language: Language): HomeCopy => HOME[language];

/** The About page's words in `language`. */
export const aboutCopy = (language: Language): AboutCopy => ABOUT[language];

/** The Testimonials page's words in `language`. */
export const testimonialsCopy = (language: Language): TestimonialsCopy => TESTIMONIALS[language];
