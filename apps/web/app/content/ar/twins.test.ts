import { describe, expect, it } from 'vitest';
import { CORE_SERVICES } from '../core-services';
import { INDUSTRIES } from '../industries';
import { textOf, withText } from '../localized';
import { ABOUT_STATS, HOME_STATS, TESTIMONIAL_STATS } from '../stats';
import { BUSINESS_ROLES, TECH_CATEGORIES } from '../talent';
import { ABOUT_STORY, ABOUT_WHY_CHOOSE_US, CORE_VALUES, HOME_WHY_CHOOSE_US } from '../values';
import * as ar from '.';

/** Each Arabic twin has as many items as its English module, in the same order, and only Arabic words. */
describe('Arabic twins of the marketing content (docs/026-languages.md "Marketing pages")', () => {
  const pairs = {
    CORE_SERVICES: [CORE_SERVICES, ar.CORE_SERVICES],
    INDUSTRIES: [INDUSTRIES, ar.INDUSTRIES],
    HOME_STATS: [HOME_STATS, ar.HOME_STATS],
    ABOUT_STATS: [ABOUT_STATS, ar.ABOUT_STATS],
    TESTIMONIAL_STATS: [TESTIMONIAL_STATS, ar.TESTIMONIAL_STATS],
    TECH_CATEGORIES: [TECH_CATEGORIES, ar.TECH_CATEGORIES],
    BUSINESS_ROLES: [BUSINESS_ROLES, ar.BUSINESS_ROLES],
    HOME_WHY_CHOOSE_US: [HOME_WHY_CHOOSE_US, ar.HOME_WHY_CHOOSE_US],
    ABOUT_WHY_CHOOSE_US: [ABOUT_WHY_CHOOSE_US, ar.ABOUT_WHY_CHOOSE_US],
    CORE_VALUES: [CORE_VALUES, ar.CORE_VALUES],
    ABOUT_STORY: [ABOUT_STORY, ar.ABOUT_STORY],
  } as const;

  it.each(Object.entries(pairs))('%s has the English number of items', (_, [english, arabic]) => {
    expect(arabic).toHaveLength(english.length);
  });

  it('keeps the ids and figures of the English items', () => {
    expect(ar.CORE_SERVICES.map((s) => s.id)).toEqual(CORE_SERVICES.map((s) => s.id));
    for (const [english, arabic] of [
      [HOME_STATS, ar.HOME_STATS],
      [ABOUT_STATS, ar.ABOUT_STATS],
      [TESTIMONIAL_STATS, ar.TESTIMONIAL_STATS],
    ] as const) {
      expect(arabic.map((s) => s.value)).toEqual(english.map((s) => s.value));
    }
  });

  it('withText puts the words on the English items, icons kept', () => {
    const merged = withText(INDUSTRIES, ar.INDUSTRIES);
    expect(merged.map((i) => i.icon)).toEqual(INDUSTRIES.map((i) => i.icon));
    expect(merged[0].name).toBe(ar.INDUSTRIES[0].name);
    expect(withText(INDUSTRIES, textOf(INDUSTRIES))).toEqual(INDUSTRIES);
  });
});
