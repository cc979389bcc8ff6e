import { JOB_TEXT_LIMITS } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { parseJobArabic } from './arabic-version';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the job editor's Arabic version (docs/026-languages.md)", () => {
  it('takes the Arabic text fields, trimmed, the others empty', () => {
    expect(parseJobArabic(form({ title: '  مهندس موقع ', description: '<p>نص</p>' }))).toEqual({
      ok: true,
      value: { title: 'مهندس موقع', description: '<p>نص</p>', location: '', salary: '', skills: '', experience: '' },
    });
  });

  it('refuses a missing title and a location over its limit, on their fields', () => {
    const parsed = parseJobArabic(form({ title: ' ', location: 'م'.repeat(JOB_TEXT_LIMITS.location + 1) }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.answer.fieldErrors).toEqual({
      title: ['Enter the Arabic title.'],
      location: [`At most ${JOB_TEXT_LIMITS.location} characters.`],
    });
  });
});
