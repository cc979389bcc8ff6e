import { describe, expect, it } from 'vitest';
import {
  DECISION_EMAIL_LIMITS,
  DECISION_EMAIL_TICKED,
  decisionEmailDraft,
  decisionEmailSchema,
} from './decision-email.js';

describe('decisionEmailDraft', () => {
  const applicant = { fullName: 'Ada Lovelace', jobTitle: 'Senior Nurse', company: 'St Mary Clinic' };

  it('addresses the applicant and names the job and company, in words that fit the decision', () => {
    const accepted = decisionEmailDraft('Accepted', applicant);
    expect(accepted.subject).toBe('Your application for Senior Nurse: good news');
    expect(accepted.message).toMatch(
      /^Dear Ada Lovelace,\n\nthank you for applying for Senior Nurse at St Mary Clinic\./,
    );
    expect(accepted.message).toContain('accepted');
    const rejected = decisionEmailDraft('Rejected', { ...applicant, company: null });
    expect(rejected.subject).toBe('Your application for Senior Nurse');
    expect(rejected.message).toContain('applying for Senior Nurse and');
    expect(rejected.message).toContain('will not take your application further');
  });

  it('is drafted in Arabic for an applicant who applied in Arabic, the names as they are', () => {
    const arabic = { fullName: 'ليلى حسن', jobTitle: 'ممرضة أولى', company: 'Al Noor' };
    const accepted = decisionEmailDraft('Accepted', arabic, 'ar');
    expect(accepted.subject).toBe('طلبك لوظيفة ممرضة أولى: أخبار سارة');
    expect(accepted.message).toMatch(/^مرحبًا ليلى حسن،\n\nشكرًا لتقدّمك لوظيفة ممرضة أولى لدى Al Noor\./);
    expect(accepted.message).toContain('بقبول طلبك');
    const rejected = decisionEmailDraft('Rejected', { ...arabic, company: null }, 'ar');
    expect(rejected.subject).toBe('طلبك لوظيفة ممرضة أولى');
    expect(rejected.message).toContain('عدم المضي قدمًا في طلبك');
    expect(rejected.message).toMatch(/\nNorthstar Talent$/);
    expect(decisionEmailDraft('Accepted', applicant, 'en')).toEqual(decisionEmailDraft('Accepted', applicant));
  });

  it('is a valid email by its own schema, and is offered ticked for Accepted only', () => {
    for (const status of ['Accepted', 'Rejected'] as const) {
      expect(decisionEmailSchema.safeParse(decisionEmailDraft(status, applicant)).success).toBe(true);
      expect(decisionEmailSchema.safeParse(decisionEmailDraft(status, applicant, 'ar')).success).toBe(true);
    }
    expect(DECISION_EMAIL_TICKED).toEqual({ Accepted: true, Rejected: false });
  });
});

describe('decisionEmailSchema', () => {
  it('wants a subject and a message within their limits, and keeps the message’s line breaks', () => {
    expect(decisionEmailSchema.safeParse({ subject: ' ', message: 'Hello' }).success).toBe(false);
    expect(decisionEmailSchema.safeParse({ subject: 'Hi', message: '' }).success).toBe(false);
    const long = 'x'.repeat(DECISION_EMAIL_LIMITS.subject + 1);
    expect(decisionEmailSchema.safeParse({ subject: long, message: 'Hello' }).success).toBe(false);
    expect(decisionEmailSchema.parse({ subject: ' Hi ', message: 'Line one\nLine two' })).toEqual({
      subject: 'Hi',
      message: 'Line one\nLine two',
    });
  });
});
