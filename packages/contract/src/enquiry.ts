/** The services an enquiry can be about (spec §3 "Contact enquiry payload"), with the labels the form shows. */
export const CONTACT_SERVICES = [
  { value: 'recruitment-services', label: 'Recruitment Services' },
  { value: 'it-staffing', label: 'IT Staffing' },
  { value: 'non-it-hiring', label: 'Non-IT Hiring' },
  { value: 'international-hiring', label: 'International Hiring' },
  { value: 'executive-search', label: 'Executive Search' },
  { value: 'hr-consulting', label: 'HR Consulting' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactService = (typeof CONTACT_SERVICES)[number]['value'];

/** The service values alone, in the form's order. */
export const SERVICE_VALUES = CONTACT_SERVICES.map((service) => service.value) as [ContactService, ...ContactService[]];

/** The service named in `?service=` when it is one of the values, else undefined. */
export function serviceFromQuery(value: string | null | undefined): ContactService | undefined {
  return SERVICE_VALUES.find((service) => service === value);
}
