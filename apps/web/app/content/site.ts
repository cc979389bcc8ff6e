import { SITE_NAME } from '@agency/contract';

/**
 * Who we are and how the site is organised: the agency's name and contact details, the main navigation
 * (docs/000-product.md §2 "Header and footer") and the footer's link groups.
 */
export const SITE = {
  name: SITE_NAME,
  tagline: 'Global recruitment and staffing',
  email: 'hello@northstartalent.com',
  phone: '+1 (646) 555-0142',
  /** docs/000-product.md §9: Mon-Fri 9:00 AM-6:00 PM, response within 24 hours. */
  hours: 'Mon-Fri 9:00 AM-6:00 PM',
} as const;

export interface NavLink {
  to: string;
  label: string;
}

/** The six header links, in the spec's order. */
export const MAIN_NAV: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog & Jobs' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/contact', label: 'Contact' },
];

/** "Hire Talent" and "Request Talent" open the hiring request form (docs/024-employers.md; /contact is for the rest). */
export const HIRE_TALENT_HREF = '/hire';

export const FOOTER_SERVICES = [
  'Full-Cycle Recruitment',
  'Tech & IT Staffing',
  'Non-IT & Business Hiring',
  'International Hiring',
  'Executive Search',
  'HR Consulting',
];

export const FOOTER_INDUSTRIES = [
  'Technology',
  'Finance & Banking',
  'Healthcare',
  'Retail & E-commerce',
  'Logistics',
  'Manufacturing',
];

/** The footer's last row (and the legal pages' links to each other): the legal pages and the accessibility statement. */
export const LEGAL_LINKS: NavLink[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/accessibility', label: 'Accessibility' },
];
