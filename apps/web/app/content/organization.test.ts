import { describe, expect, it } from 'vitest';
import { AREAS_SERVED, organizationJsonLd } from './organization';
import { OFFICES } from './offices';

describe('organizationJsonLd', () => {
  it('describes the agency with absolute URLs on the given origin', () => {
    const data = organizationJsonLd('https://www.example.com');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Northstar Talent',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/images/logo.svg',
      areaServed: AREAS_SERVED,
    });
  });

  it('has one contact point per office', () => {
    const points = organizationJsonLd('http://localhost:3000').contactPoint as Array<Record<string, unknown>>;
    expect(points).toHaveLength(OFFICES.length);
    expect(points.map((point) => point.telephone)).toEqual(OFFICES.map((office) => office.phone));
    for (const point of points)
      expect(point).toMatchObject({ '@type': 'ContactPoint', email: expect.stringMatching(/@/) });
  });

  it('covers the regions of docs/000-product.md §1: Europe, UAE, USA, UK and the Middle East', () => {
    expect(AREAS_SERVED).toEqual(['Europe', 'United Arab Emirates', 'United States', 'United Kingdom', 'Middle East']);
  });
});
