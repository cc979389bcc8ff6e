import { SITE_NAME } from './email.js';
import { cleanedText } from './fields.js';
import type { Language } from './language.js';
import { z } from './zod.js';

/**
 * The email staff may send an applicant with a move to Accepted or Rejected (docs/015-recruiter-workflow.md): its rules
 * and its draft. A module of its own, apart from email.ts: its zod schema must not reach the public pages' bundles.
 */

/** The final statuses whose move can send the applicant an email (docs/000-product.md §4: Accepted and Rejected are final). */
export type DecisionStatus = 'Accepted' | 'Rejected';

/** Limits of the decision email staff may edit before it is sent. */
export const DECISION_EMAIL_LIMITS = { subject: 150, message: 5000 } as const;

/**
 * Whether the confirmation of a move offers the email ticked (docs/015-recruiter-workflow.md): on for
 * Accepted (good news should reach the applicant at once), off for Rejected (recruiters often tell a rejected
 * candidate by phone first, or word it for the person; an automatic rejection by mail is a choice, not a default).
 */
export const DECISION_EMAIL_TICKED: Record<DecisionStatus, boolean> = { Accepted: true, Rejected: false };

/** The decision email as staff send it: a subject and a message (plain text, line breaks kept). */
export const decisionEmailSchema = z.object({
  subject: cleanedText(DECISION_EMAIL_LIMITS.subject).min(1, { abort: true }),
  message: cleanedText(DECISION_EMAIL_LIMITS.message, true).min(1, { abort: true }),
});
export type DecisionEmail = z.output<typeof decisionEmailSchema>;

/**
 * The editable draft of the decision email for a move to `status` (what the confirmation prefills): addressed to
 * the applicant by name, naming the job and the company, in `language`, the one they applied in (Arabic in Modern
 * Standard Arabic, as the site's other e-mails to a person; docs/026-languages.md "E-mails").
 */
export function decisionEmailDraft(
  status: DecisionStatus,
  { fullName, jobTitle, company }: { fullName: string; jobTitle: string; company?: string | null },
  language: Language = 'en',
): DecisionEmail {
  if (language === 'ar') {
    const job = company ? `${jobTitle} لدى ${company}` : jobTitle;
    if (status === 'Accepted') {
      return {
        subject: `طلبك لوظيفة ${jobTitle}: أخبار سارة`,
        message: `مرحبًا ${fullName}،\n\nشكرًا لتقدّمك لوظيفة ${job}. يسعدنا إبلاغك بقبول طلبك، وسيتواصل معك أحد مسؤولي التوظيف قريبًا بشأن الخطوات التالية.\n\nمع أطيب التحيات،\n${SITE_NAME}`,
      };
    }
    return {
      subject: `طلبك لوظيفة ${jobTitle}`,
      message: `مرحبًا ${fullName}،\n\nشكرًا لتقدّمك لوظيفة ${job} وللوقت الذي منحتنا إياه. بعد مراجعة دقيقة، قررنا عدم المضي قدمًا في طلبك لهذه الوظيفة، وسنبقى منتبهين للفرص الأخرى التي تناسب خبرتك.\n\nمع أطيب التحيات،\n${SITE_NAME}`,
    };
  }
  const job = company ? `${jobTitle} at ${company}` : jobTitle;
  if (status === 'Accepted') {
    return {
      subject: `Your application for ${jobTitle}: good news`,
      message: `Dear ${fullName},\n\nthank you for applying for ${job}. We are glad to tell you that your application has been accepted. A recruiter will contact you shortly about the next steps.\n\nKind regards,\n${SITE_NAME}`,
    };
  }
  return {
    subject: `Your application for ${jobTitle}`,
    message: `Dear ${fullName},\n\nthank you for applying for ${job} and for the time you gave us. After careful review, we will not take your application further for this role. We keep an eye out for other openings that match your experience.\n\nKind regards,\n${SITE_NAME}`,
  };
}
