import { SITE_NAME } from '@agency/contract';
import type { MessageKey } from '~/i18n/catalog';

/**
 * Who we are and how the site is organised: the agency's name and contact details, the main navigation
 * (docs/000-product.md §2 "Header and footer") and the footer's link groups.
 */
export const SITE = {
  name: SITE_NAME,
  email: 'hello@northstartalent.com',
  phone: '+1 (646) 555-0142',
  /** docs/000-product.md §9: Mon-Fri 9:00 AM-6:00 PM, response within 24 hours. */
  hours: 'Mon-Fri 9:00 AM-6:00 PM',
} as const;

/** A link of the site's navigation: a site path in English form and its words' key in the catalogs (~/i18n). */
export interface NavLink {
  to: string;
  label: MessageKey;
}

/** The six header links, in the spec's order. */
export const MAIN_NAV: NavLink[] = [
  { to: '/', label: 'common.nav.home' },
  { to: '/services', label: 'common.nav.services' },
  { to: '/about', label: 'common.nav.about' },
  { to: '/blog', label: 'common.nav.blog' },
  { to: '/testimonials', label: 'common.nav.testimonials' },
  { to: '/contact', label: 'common.nav.contact' },
];

/** "Hire Talent" and "Request Talent" open the hiring request form (docs/024-employers.md; /contact is for the rest). */
export const HIRE_TALENT_HREF = '/hire';

/** The footer's services (to /services): their names' keys under `common.footer.serviceNames`. */
export const FOOTER_SERVICES = ['fullCycle', 'tech', 'nonIt', 'international', 'executive', 'consulting'] as const;

/** The footer's industries (to /services#industries): their names' keys under `common.footer.industryNames`. */
export const FOOTER_INDUSTRIES = [
  'technology',
  'finance',
  'healthcare',
  'retail',
  'logistics',
  'manufacturing',
] as const;

/** The footer's last row (and the legal pages' links to each other): the legal pages and the accessibility statement. */
export const LEGAL_LINKS: NavLink[] = [
  { to: '/privacy', label: 'common.legal.privacy' },
  { to: '/terms', label: 'common.legal.terms' },
  { to: '/cookies', label: 'common.legal.cookies' },
  { to: '/accessibility', label: 'common.legal.accessibility' },
];
