import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_STATEMENT } from './accessibility';
import { ACCESSIBILITY_STATEMENT as ARABIC_ACCESSIBILITY_STATEMENT } from './ar/accessibility';
import { arabicCount, LEGAL_DOCUMENTS as ARABIC_LEGAL_DOCUMENTS } from './ar/legal';
import { SERVICES_CONTENT as ARABIC_SERVICES } from './ar/services';
import { LEGAL_DOCUMENTS, legalDocument, type LegalDocument, type LegalDocuments } from './legal';
import { SERVICE_ICONS } from './service-icons';
import { SERVICES_CONTENT } from './services';

const SETTINGS = { retentionDays: 180, enquiryRetentionDays: 365, talentPoolMonths: 12 };

/** What a reader can count of a document: its sections, each one's paragraphs, list items, link and closing paragraphs. */
function structure(document: LegalDocument) {
  return {
    kicker: document.kicker !== undefined,
    updated: document.updated,
    sections: document.sections.map((section) => ({
      paragraphs: section.paragraphs?.length ?? 0,
      list: section.list?.length ?? 0,
      link: section.link?.to ?? null,
      after: section.after?.length ?? 0,
    })),
  };
}

/** Every visible string of a document. */
function texts(document: LegalDocument): string[] {
  return [
    document.kicker ?? '',
    document.title,
    document.summary,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.list ?? []),
      section.link?.label ?? '',
      ...(section.after ?? []),
    ]),
  ].filter(Boolean);
}

const ARABIC_LETTER = /[\u0621-\u064A]/;

describe('the Arabic documents (issue 23, docs/026-languages.md "Documents")', () => {
  const paths = Object.keys(LEGAL_DOCUMENTS) as Array<keyof LegalDocuments>;
  const pairs = [
    ...paths.map((path) => [path, LEGAL_DOCUMENTS[path](SETTINGS), ARABIC_LEGAL_DOCUMENTS[path](SETTINGS)] as const),
    ['/accessibility', ACCESSIBILITY_STATEMENT, ARABIC_ACCESSIBILITY_STATEMENT] as const,
  ];

  it.each(pairs)('%s has the same sections, lists, link and date in Arabic as in English', (_path, en, ar) => {
    expect(structure(ar)).toEqual(structure(en));
  });

  it.each(pairs)('%s is written in Arabic: every heading, paragraph and item has Arabic words', (_path, _en, ar) => {
    expect(texts(ar).filter((text) => !ARABIC_LETTER.test(text))).toEqual([]);
  });

  it('says in the Arabic privacy policy and terms, once each, that the English version prevails', () => {
    for (const path of ['/privacy', '/terms'] as const) {
      const all = texts(ARABIC_LEGAL_DOCUMENTS[path](SETTINGS)).join(' ');
      expect(all.match(/يُعتمد النص الإنجليزي/g)).toHaveLength(1);
    }
    expect(texts(ARABIC_LEGAL_DOCUMENTS['/cookies'](SETTINGS)).join(' ')).not.toMatch(/النص الإنجليزي/);
  });

  it("states the settings' retention periods in Arabic as in English", () => {
    const privacy = texts(ARABIC_LEGAL_DOCUMENTS['/privacy'](SETTINGS)).join(' ');
    expect(privacy).toContain('180 يومًا بعد إغلاق الوظيفة');
    expect(privacy).toContain('365 يومًا بعد آخر مراسلة');
    expect(privacy).toContain('مدة 12 شهرًا من ذلك اليوم');
  });

  it('chooses the document by path and language, and none for another path', () => {
    expect(legalDocument('/terms', SETTINGS)?.title).toBe('Terms of Service');
    expect(legalDocument('/terms', SETTINGS, 'ar')?.title).toBe('شروط الخدمة');
    expect(legalDocument('/cookies', SETTINGS, 'en')?.title).toBe('Cookie Policy');
    expect(legalDocument('/toString', SETTINGS, 'ar')).toBeUndefined();
    expect(legalDocument('/accessibility', SETTINGS)).toBeUndefined();
  });

  it('has the same 16 services (ids, order, coverage lengths) and five countries in Arabic, each with its icon', () => {
    const shape = (content: typeof SERVICES_CONTENT) => ({
      services: content.services.map((service) => [service.id, service.coverage.length]),
      countries: content.countries.map((country) => country.code),
    });
    expect(shape(ARABIC_SERVICES)).toEqual(shape(SERVICES_CONTENT));
    expect(Object.keys(SERVICE_ICONS)).toEqual(SERVICES_CONTENT.services.map((service) => service.id));
    const arabicTexts = ARABIC_SERVICES.services.flatMap((s) => [s.title, s.description, s.turnaround, ...s.coverage]);
    const countryTexts = ARABIC_SERVICES.countries.flatMap((c) => [c.name, c.hubs, c.note]);
    expect([...arabicTexts, ...countryTexts].filter((text) => !ARABIC_LETTER.test(text))).toEqual([]);
  });
});

describe('arabicCount', () => {
  it('counts days and months with the noun form Arabic grammar gives each number', () => {
    expect(arabicCount(1, 'day')).toBe('يوم واحد');
    expect(arabicCount(2, 'month')).toBe('شهران');
    expect(arabicCount(7, 'day')).toBe('7 أيام');
    expect(arabicCount(12, 'month')).toBe('12 شهرًا');
    expect(arabicCount(90, 'day')).toBe('90 يومًا');
    expect(arabicCount(100, 'day')).toBe('100 يوم');
    expect(arabicCount(180, 'day')).toBe('180 يومًا');
  });
});
