import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify, slugNames } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Senior Full-Stack Engineer', 'senior-full-stack-engineer'],
    ['  Night Shift Nurse (ICU) — Dubai!  ', 'night-shift-nurse-icu-dubai'],
    ['React & Node.js', 'react-nodejs'],
    ['snake_case and   many   spaces', 'snake-case-and-many-spaces'],
    ['---Leading and trailing---', 'leading-and-trailing'],
    ['Café Manager, São Paulo', 'cafe-manager-sao-paulo'],
    ['C++ / C# Developer', 'c-c-developer'],
    ['2026 Graduate Scheme', '2026-graduate-scheme'],
    ['!!!', ''],
    // The back-office's cases (they were its job rule's and article rule's tests)
    ['Senior Go Engineer — Payments_Team (Remote)', 'senior-go-engineer-payments-team-remote'],
    ['--A  -- B__c--', 'a-b-c'],
    ["Hiring in Dubai: What's new?", 'hiring-in-dubai-whats-new'],
    ['  Café 2026 ', 'cafe-2026'],
    // docs/000-product.md §5's article rule gave 'a----b': one rule now collapses runs of hyphens
    // (docs/009-one-contract.md)
    ['A  -- B', 'a-b'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each([
    ['French, with a non-breaking hyphen', 'Développeur Full‑Stack', 'developpeur-full-stack'],
    ['French, with an apostrophe', "Chargé d'affaires à Genève", 'charge-daffaires-a-geneve'],
    ['Cyrillic', 'Инженер DevOps', 'inzhener-devops'],
    ['Arabic', 'مهندس برمجيات', 'mhnds-brmjyt'],
    ['German', 'Straßenbau Ingenieur', 'strassenbau-ingenieur'],
  ])('transliterates %s: %j → %j', (_script, title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('gives what Strapi uid fields accept, at most 200 characters, without a hyphen at the end', () => {
    const long = slugify(`${'word '.repeat(39)}abcdefgh`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(SLUG_PATTERN);
    for (const title of ['Инженер DevOps', 'مهندس برمجيات', 'C++ / C# Developer', '护士 (ICU)']) {
      expect(slugify(title)).toMatch(SLUG_PATTERN);
    }
  });
});

describe('slugNames (what a confidential job must not do with its company)', () => {
  it.each([
    ['Data Engineer — MERIDIAN  bank', 'Meridian Bank'],
    ['data-engineer-meridian-bank-2', 'Meridian Bank'],
    ['<p>Join Société Générale’s team</p>', 'Societe Generale'],
    ['Harbour & Reed LLP is hiring', 'Harbour & Reed LLP'],
    ["Join Meridian Bank's team", 'Meridian Bank'],
    ['oneil-partners-analyst', "O'Neil Partners"],
    ["O'Neil Partners' analyst", "O'Neil Partners"],
    ['مهندس برمجيات', 'برمجيات'],
    [`${'long text '.repeat(40)}Meridian Bank`, 'Meridian Bank'],
  ])('%j names %j', (text, name) => {
    expect(slugNames(text, name)).toBe(true);
  });

  it.each([
    ['Meridians Bankers', 'Meridian Bank'],
    ['Bank Meridian', 'Meridian Bank'],
    ['data-engineer', 'Meridian Bank'],
    ['Anything at all', '!!!'],
    ['Anything at all', ''],
  ])('%j does not name %j', (text, name) => {
    expect(slugNames(text, name)).toBe(false);
  });
});
