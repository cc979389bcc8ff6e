import { describe, expect, it } from 'vitest';
import { applicationInputSchema } from './application-schema.js';
import { ARABIC_SEARCH_FOLDS, latinDigits, normalizeArabicForSearch } from './arabic.js';
import { candidateIntakeSchema } from './candidate-intake.js';
import { clientContactInputSchema } from './client-schema.js';
import { enquiryInputSchema } from './enquiry-schema.js';
import { optionalPhone, requiredPhone } from './fields.js';
import { fullTextWords, parseFullTextQuery } from './full-text.js';
import { hiringRequestInputSchema } from './hiring-request-schema.js';
import { screeningAnswersSchema } from './screening-schema.js';

describe('latinDigits', () => {
  it('makes Arabic-Indic and Extended Arabic-Indic digits ASCII', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('+٩٧١ ٥٠ ۱۲۳ ٤٥٦٧')).toBe('+971 50 123 4567');
  });

  it('leaves everything else as it is', () => {
    expect(latinDigits('+971 (4) 555-0199')).toBe('+971 (4) 555-0199');
    expect(latinDigits('مهندس ٣ Engineer')).toBe('مهندس 3 Engineer');
    expect(latinDigits('إدارة')).toBe('إدارة');
    expect(latinDigits('')).toBe('');
  });
});

describe('normalizeArabicForSearch', () => {
  it('makes the alef forms bare alef', () => {
    expect(normalizeArabicForSearch('أحمد إدارة آمنة ٱلعمل')).toBe('احمد ادارة امنة العمل'.replace(/ة/g, 'ه'));
  });

  it('makes alef maksura yeh, taa marbuta heh, and waw and yeh with hamza plain', () => {
    expect(normalizeArabicForSearch('مستشفى')).toBe('مستشفي');
    expect(normalizeArabicForSearch('مهندسة')).toBe('مهندسه');
    expect(normalizeArabicForSearch('مسؤول')).toBe('مسوول');
    expect(normalizeArabicForSearch('رئيس')).toBe('رييس');
  });

  it('removes the diacritics, the superscript alef and the tatweel', () => {
    expect(normalizeArabicForSearch('مُهَنْدِسَة إدارة مَشاريع')).toBe('مهندسه اداره مشاريع');
    expect(normalizeArabicForSearch('هٰذا')).toBe('هذا');
    expect(normalizeArabicForSearch('مـــهندس')).toBe('مهندس');
    expect(normalizeArabicForSearch('كَتَبًا')).toBe('كتبا');
    for (let code = 0x064b; code <= 0x065f; code++) {
      expect(normalizeArabicForSearch(`ب${String.fromCharCode(code)}ت`), code.toString(16)).toBe('بت');
    }
  });

  it('makes digits Latin', () => {
    expect(normalizeArabicForSearch('خبرة ٥ سنوات ۱۰')).toBe('خبره 5 سنوات 10');
  });

  it('leaves Latin text as it is, case and accents included', () => {
    for (const text of ['Senior Nurse', 'Développeur Full-Stack', 'ÉTÉ', 'node.js 2024', 'Инженер']) {
      expect(normalizeArabicForSearch(text)).toBe(text);
    }
  });

  it('is idempotent, and its table is the rule', () => {
    const text = 'مُهَنْدِسَة إدارة مَشاريع في مستشفى ٱلرئيسي ٢٠٢٦';
    expect(normalizeArabicForSearch(normalizeArabicForSearch(text))).toBe(normalizeArabicForSearch(text));
    // Replaying the table character by character (as the CMS's SQL does) gives the same text.
    const replayed = ARABIC_SEARCH_FOLDS.reduce((value, [from, to]) => value.split(from).join(to), text);
    expect(replayed).toBe(normalizeArabicForSearch(text));
    for (const [from, to] of ARABIC_SEARCH_FOLDS) {
      expect([...from]).toHaveLength(1);
      expect(
        ARABIC_SEARCH_FOLDS.some(([other]) => to.includes(other)),
        from,
      ).toBe(false);
    }
  });

  it('is how the full-text search reads words: other spellings give the same query', () => {
    expect(fullTextWords('مُهَنْدِسَة إدارة')).toEqual(['مهندسه', 'اداره']);
    expect(parseFullTextQuery('مهندسه اداره')).toEqual(parseFullTextQuery('مُهَنْدِسَة إدارة'));
    expect(parseFullTextQuery('ٱلرئيس أو مستشفى')).toEqual(parseFullTextQuery('الرييس او مستشفي'));
  });
});

describe('phone numbers typed in Arabic-Indic digits', () => {
  const arabic = '٠٥٠١٢٣٤٥٦٧';
  const latin = '0501234567';

  it('are accepted and given back in Latin digits by the phone fields', () => {
    expect(requiredPhone.parse(` ${arabic} `)).toBe(latin);
    expect(requiredPhone.parse('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')).toBe('+971 50 123 4567');
    expect(optionalPhone.parse('۰۳۰۰ ۱۲۳۴۵۶۷')).toBe('0300 1234567');
    expect(requiredPhone.safeParse('٠٥٠١٢').success).toBe(false);
    expect(requiredPhone.safeParse('اتصل بي').success).toBe(false);
  });

  it('in every schema with a phone: application, enquiry, hiring request, candidate intake, client contact, screening', () => {
    for (const schema of [
      applicationInputSchema,
      enquiryInputSchema,
      hiringRequestInputSchema,
      candidateIntakeSchema,
      clientContactInputSchema,
    ]) {
      expect(schema.shape.phone.parse(arabic)).toBe(latin);
    }
    const screening = screeningAnswersSchema([
      { id: 'whatsapp', kind: 'phone', label: 'WhatsApp', required: true, options: [] },
    ]);
    expect(screening.parse({ whatsapp: arabic })).toEqual({ whatsapp: latin });
  });
});
