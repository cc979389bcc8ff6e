import { OFFICES } from './offices';
import { SITE } from './site';

/** Regions the agency serves (docs/000-product.md §1: Europe, UAE, USA, UK and the Middle East). */
export const AREAS_SERVED = ['Europe', 'United Arab Emirates', 'United States', 'United Kingdom', 'Middle East'];

/**
 * schema.org Organization for the home page (Google's "Organization" structured data): name, url, logo, email,
 * telephone, one ContactPoint per office and the regions served. `origin` is the site's public origin.
 */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  const url = new URL('/', origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    url,
    logo: new URL('/images/logo.svg', origin).href,
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
