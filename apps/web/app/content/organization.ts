import { OFFICES } from './offices';
import { SITE } from './site';

/** Regions the agency serves (docs/000-product.md §1: Europe, UAE, USA, UK and the Middle East). */
export const AREAS_SERVED = ['Europe', 'United Arab Emirates', 'United States', 'United Kingdom', 'Middle East'];

/**
 * The agency as a schema.org Organization: its name, home page and logo at the site's public `origin`. The home page's
 * Organization data below, and the hiring organisation of a confidential job's JobPosting (docs/024-employers.md).
 */
export function agencyOrganization(origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: SITE.name,
    url: new URL('/', origin).href,
    logo: new URL('/images/logo.svg', origin).href,
  };
}

/**
 * schema.org Organization for the home page (Google's "Organization" structured data): name, url, logo, email,
 * telephone, one ContactPoint per office and the regions served. `origin` is the site's public origin.
 */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    ...agencyOrganization(origin),
    email: SITE.email,
    telephone: SITE.phone,
    areaServed: AREAS_SERVED,
    contactPoint: OFFICES.map((office) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: office.phone,
      email: office.email,
      areaServed: office.country,
      availableLanguage: ['English'],
    })),
  };
}
