import { choices, type ChoiceLabels } from './choices.js';

/** The services an enquiry can be about (docs/000-product.md §3 "Contact enquiry payload"), with the labels the form shows. */
const SERVICE_WORDS = {
  'recruitment-services': 'Recruitment Services',
  'it-staffing': 'IT Staffing',
  'non-it-hiring': 'Non-IT Hiring',
  'international-hiring': 'International Hiring',
  'executive-search': 'Executive Search',
  'hr-consulting': 'HR Consulting',
  other: 'Other',
} as const;
const SERVICES = choices(SERVICE_WORDS);
export const CONTACT_SERVICES = SERVICES.options;
export type ContactService = (typeof SERVICE_VALUES)[number];
/** The service values alone, in the form's order. */
export const SERVICE_VALUES = SERVICES.values;
/** The services' words in each language (the contact form's options, the enquiry e-mails). */
export const SERVICE_LABELS: ChoiceLabels<ContactService> = {
  en: SERVICE_WORDS,
  ar: {
    'recruitment-services': 'خدمات التوظيف',
    'it-staffing': 'توظيف الكفاءات التقنية',
    'non-it-hiring': 'التوظيف في المجالات غير التقنية',
    'international-hiring': 'التوظيف الدولي',
    'executive-search': 'البحث عن القيادات التنفيذية',
    'hr-consulting': 'استشارات الموارد البشرية',
    other: 'أخرى',
  },
};

/** The service named in `?service=` when it is one of the values, else undefined. */
export function serviceFromQuery(value: string | null | undefined): ContactService | undefined {
  return SERVICE_VALUES.find((service) => service === value);
}

/**
 * What people read for a stored service value: its label ('it-staffing' → 'IT Staffing'); a value that is not one of
 * the services (older data) as it is; undefined for none.
 */
export function serviceLabel(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return CONTACT_SERVICES.find((service) => service.value === value)?.label ?? value;
}

/**
 * The status of an enquiry in the back-office (docs/015-recruiter-workflow.md "Enquiries", docs/000-product.md §13):
 * `new` until staff have dealt with it, then `handled`; staff may set it back. An enquiry stored before statuses
 * existed (no value) counts as new.
 */
const STATUSES = choices({ new: 'New', handled: 'Handled' });
export const ENQUIRY_STATUSES = STATUSES.options;
export const ENQUIRY_STATUS_VALUES = STATUSES.values;
export type EnquiryStatus = (typeof ENQUIRY_STATUS_VALUES)[number];

/** `value` when it is an enquiry status, else undefined (a `?status=` that is not one is ignored). */
export function enquiryStatusFrom(value: unknown): EnquiryStatus | undefined {
  return ENQUIRY_STATUS_VALUES.find((status) => status === value);
}
