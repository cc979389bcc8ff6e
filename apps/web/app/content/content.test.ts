import { describe, expect, it } from 'vitest';
import { CLAIMS, FAQS } from './faqs';
import { INDUSTRIES } from './industries';
import { OFFICES, telHref } from './offices';
import { CORE_SERVICES } from './core-services';
import { COUNTRIES_SERVED, SERVICES } from './services';
import { FOOTER_INDUSTRIES } from './site';
import en from '~/i18n/catalogs/en';
import { HOME_STATS } from './stats';
import { BUSINESS_ROLES, TECH_CATEGORIES } from './talent';
import { ABOUT_WHY_CHOOSE_US, CORE_VALUES, HOME_WHY_CHOOSE_US } from './values';

/** The counts the spec fixes for the static site copy (docs/000-product.md §2). */
describe('site copy', () => {
  it('has the numbers of items the pages promise', () => {
    expect(SERVICES).toHaveLength(16);
    expect(CORE_SERVICES.map((service) => service.title)).toEqual([
      'Full-Cycle Recruitment',
      'Tech & IT Staffing',
      'Business & Support Roles',
    ]);
    expect(INDUSTRIES).toHaveLength(6);
    expect(COUNTRIES_SERVED.map((country) => country.name)).toEqual([
      'United States',
      'United Kingdom',
      'United Arab Emirates',
      'Saudi Arabia',
      'Pakistan',
    ]);
    expect(HOME_WHY_CHOOSE_US).toHaveLength(8);
    expect(HOME_STATS).toHaveLength(5);
    expect(TECH_CATEGORIES).toHaveLength(6);
    expect(BUSINESS_ROLES).toHaveLength(6);
    expect(ABOUT_WHY_CHOOSE_US).toHaveLength(6);
    expect(CORE_VALUES).toHaveLength(4);
    expect(FAQS).toHaveLength(4);
    expect(CLAIMS.map((claim) => claim.title)).toEqual([
      '48-hour response',
      'Free replacement',
      'Global compliance',
      '500+ placements',
    ]);
    expect(OFFICES.map((office) => office.country)).toEqual(['United States', 'Pakistan', 'UAE']);
  });

  it('gives every service a description, a coverage list and a turnaround, with unique ids', () => {
    for (const service of SERVICES) {
      expect(service.description.length).toBeGreaterThan(40);
      expect(service.coverage.length).toBeGreaterThanOrEqual(3);
      expect(service.turnaround).not.toBe('');
    }
    expect(new Set(SERVICES.map((service) => service.id)).size).toBe(16);
  });

  it('links the footer industries to the same six industries', () => {
    expect(FOOTER_INDUSTRIES.map((key) => en.common.footer.industryNames[key])).toEqual(
      INDUSTRIES.map((industry) => industry.name),
    );
  });

  it('gives every tech category skill chips', () => {
    for (const category of TECH_CATEGORIES) expect(category.skills.length).toBeGreaterThanOrEqual(4);
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading +', () => {
    expect(telHref('+1 (646) 555-0142')).toBe('tel:+16465550142');
    expect(telHref('+92 42 3578 0142')).toBe('tel:+924235780142');
  });
});
